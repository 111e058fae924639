import { REQUEST_ID_ELEMENT, useRequestId } from "~/utils/request-id";
import { Component, type ReactNode } from "react";
import { createTranslator } from "~/i18n/translate";
import { useLocale, usePhrases } from "~/root-data";
import { errorFallbackPhrases } from "./error-fallback-phrases";

/** The error page body: 404 says the page is missing, anything else names its status. */
export function ErrorPanel({ status }: { status: number }) {
  const phrases = usePhrases();
  const { language, locale, localPath } = useLocale();
  // The site's phrases carry the error texts; the fallback is for an error before they loaded.
  // (Spreading the whole phrase book into a new object cost ~10 % of every 404's CPU.)
  const t = createTranslator(phrases && "error.title" in phrases ? phrases : { ...errorFallbackPhrases[language], ...phrases }, locale);
  const notFound = status === 404;
  const requestId = useRequestId();
  const title = t(notFound ? "error.notFoundTitle" : "error.title");
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" aria-labelledby="error-title">
      <title>{title}</title>
      {/* A status is a code, not a quantity: no digit grouping. */}
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("error.status", { status: String(status) })}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-4 text-gray-700">{t(notFound ? "error.notFoundMessage" : "error.genericMessage")}</p>
      {requestId && !notFound ? (
        <p className="mt-4 text-sm text-gray-600">
          {t("error.reference")}{" "}
          <code id={REQUEST_ID_ELEMENT}>{requestId}</code>
        </p>
      ) : null}
      <a href={localPath("/")} className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
        {t("error.goHome")}
      </a>
    </section>
  );
}

/** If the error page itself fails to render, show plain text and a way home. */
export class PlainFallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("The error page failed to render:", error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: "4rem 1rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
        <h1>Sorry, an error occurred · 抱歉，发生了错误</h1>
        <p>
          <a href="/">Go to the home page · 返回首页</a>
        </p>
      </main>
    );
  }
}
