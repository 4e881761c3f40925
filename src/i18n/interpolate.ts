/** Placeholder filling, kept apart from the dictionaries so islands can use it without bundling them. */
export type Vars = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
