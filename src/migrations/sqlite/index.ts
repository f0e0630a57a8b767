import * as migration_20261122_002609_initial from './20261122_002609_initial';

export const migrations = [
  {
    up: migration_20261122_002609_initial.up,
    down: migration_20261122_002609_initial.down,
    name: '20261122_002609_initial'
  },
];
