// jsdom has no CSS.escape, which react-aria's comboboxes and dialogs use.
globalThis.CSS ??= {} as typeof CSS
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`)
