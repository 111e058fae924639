import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/root-data";

/** A 2px bar during navigation, shown only after 200 ms so quick page changes do not flicker. */
export function ProgressBar() {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div
      role="progressbar"
      aria-label={t("nav.loading")}
      aria-hidden={!visible}
      className={`print-hidden fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand-600 transition-[transform,opacity] duration-[5000ms] ease-out ${
        visible ? "scale-x-90 opacity-100" : "scale-x-0 opacity-0 duration-200"
      }`}
    />
  );
}
