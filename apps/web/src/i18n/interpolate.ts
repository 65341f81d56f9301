// The two bits of i18next behaviour the client needs: {{var}} interpolation and French plural keys.

export const interpolate = (template: string, values?: Record<string, string | number>): string =>
  values
    ? template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
    : template;

/** French plural rule: 0 and 1 are singular. */
export const pluralKey = (key: string, count: number): string => `${key}_${Math.abs(count) < 2 ? "one" : "other"}`;
