/** The collection and the version this page read: every edit names them (stale → 409). */
export function VersionFields({ collectionId, version }: { collectionId: string; version: number }) {
  return (
    <>
      <input type="hidden" name="collectionId" value={collectionId} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}
