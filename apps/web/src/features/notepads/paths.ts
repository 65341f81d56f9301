// Routes of the notepad feature.
export const NOTEPADS_PATH = "/mes-blocs-notes";
export const notepadPath = (id: number): string => `/bloc-notes/${id}`;
