import * as migration_20261122_002822_initial from './20261122_002822_initial';

export const migrations = [
  {
    up: migration_20261122_002822_initial.up,
    down: migration_20261122_002822_initial.down,
    name: '20261122_002822_initial'
  },
];
