import { useRootData } from "~/root-data";
import type { TextSegment } from "../first-mention";
import { DefinitionLink } from "./definition-link";

/**
 * Text with its glossary mentions linked (segments from createFirstMentionLinker). With the
 * definition-links switch off it is plain text.
 */
export function GlossaryText({ segments }: { segments: TextSegment[] }) {
  const enabled = useRootData()?.config.features.definitionLinks ?? false;
  return (
    <>
      {segments.map((segment, index) =>
        enabled && segment.term ? (
          <DefinitionLink key={index} slug={segment.term.slug} summary={segment.term.summary}>
            {segment.text}
          </DefinitionLink>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
