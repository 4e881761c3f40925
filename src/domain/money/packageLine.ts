/**
 * A package named on a document, an e-mail or a screen (issue 39, round-3 review item 1): the word
 * แพ็กเกจ / "package" is added only when the name does not already carry it. The catalogue names its care
 * plans "แพ็กเกจดูแลเว็บไซต์ มาตรฐาน" / "Care Plan Essential", so "แพ็กเกจ {name}" printed
 * "แพ็กเกจ แพ็กเกจดูแลเว็บไซต์ มาตรฐาน" and "{name} package" "Care Plan Essential package".
 */
/** "แพ็กเกจ เว็บไซต์ธุรกิจ", but "แพ็กเกจดูแลเว็บไซต์ มาตรฐาน" as it is. */
export function thaiPackageName(name: string): string {
  const trimmed = name.trim();
  return trimmed.startsWith('แพ็กเกจ') ? trimmed : `แพ็กเกจ ${trimmed}`;
}

/** "Business Website package", but "Care Plan Essential" and "SEO Package" as they are. */
export function englishPackageName(name: string): string {
  const trimmed = name.trim();
  return /\b(?:package|plan)\b/i.test(trimmed) ? trimmed : `${trimmed} package`;
}

/** The package's line on a document, in both languages. */
export function packageLine(name: { th: string; en: string }): { th: string; en: string } {
  return { th: thaiPackageName(name.th), en: englishPackageName(name.en) };
}
