/** A LIKE pattern matching `text` anywhere, its own % and _ (and the escape \) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
