import { useId } from "react";
import type { GuideFigure as GuideFigureData } from "../content-schema";
import { guideDrawings } from "../figures/guide-figures";

/** A guide's drawing as inline SVG: an image with a title and a description for screen readers. */
export function GuideFigure({ figure }: { figure: GuideFigureData }) {
  const titleId = useId();
  const descriptionId = useId();
  const drawing = guideDrawings[figure.id];
  return (
    <figure className="my-8 rounded-lg border border-gray-200 bg-white p-4">
      <svg role="img" aria-labelledby={`${titleId} ${descriptionId}`} viewBox={drawing.viewBox} className="mx-auto h-auto w-full max-w-xl">
        <title id={titleId}>{figure.title}</title>
        <desc id={descriptionId}>{figure.description}</desc>
        {drawing.draw((index) => figure.labels[index] ?? "")}
      </svg>
      <figcaption className="mt-3 text-sm text-gray-700">{figure.caption}</figcaption>
    </figure>
  );
}
