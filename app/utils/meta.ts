/** The meta tags of a page from the title and description its loader translated. */
export function pageMeta(data: { meta?: { title: string; description?: string } } | undefined) {
  if (!data?.meta) return [];
  const tags: Array<Record<string, string>> = [{ title: data.meta.title }, { property: "og:title", content: data.meta.title }];
  if (data.meta.description) {
    tags.push({ name: "description", content: data.meta.description }, { property: "og:description", content: data.meta.description });
  }
  return tags;
}
