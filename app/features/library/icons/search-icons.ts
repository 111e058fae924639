/** The icons whose name or label contains every word of the search (case-insensitive). */
export function searchIcons<T extends { name: string; label: string }>(icons: readonly T[], search: string, locale: string): T[] {
  const words = search.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  return icons.filter((icon) => {
    const text = `${icon.name} ${icon.label}`.toLocaleLowerCase(locale);
    return words.every((word) => text.includes(word));
  });
}
