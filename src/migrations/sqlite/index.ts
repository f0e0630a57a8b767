export const migrations: { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }[] = []
