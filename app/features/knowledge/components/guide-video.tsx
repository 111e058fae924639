import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useT } from "~/root-data";

/** A button that opens the guide's video in a modal; rendered only when the guide names a video. */
export function GuideVideo({ video }: { video: { url: string; title: string } }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t("knowledge.watchVideo")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={video.title} closeLabel={t("knowledge.closeVideo")}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the guide videos ship without caption files today; the link inside is the fallback. Add a <track> when captions exist */}
        <video controls preload="metadata" src={video.url} className="w-full">
          <a href={video.url}>{video.title}</a>
        </video>
      </Dialog>
    </>
  );
}
