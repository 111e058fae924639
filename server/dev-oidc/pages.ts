import { escapeHtml } from "../html";
import type { DevAccount } from "./accounts";


// System fonts only: nothing is fetched from the internet, and the pages work offline.
const style = `body{font:16px/1.5 system-ui,sans-serif;color:#111;background:#f5f6f8;margin:0}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #ccd;border-radius:8px}
h1{font-size:1.5rem;margin:.25rem 0 1rem}.badge{display:inline-block;background:#7a2e00;color:#fff;font-size:.8rem;font-weight:600;padding:.1rem .5rem;border-radius:4px}
fieldset{border:0;padding:0;margin:1.5rem 0}legend{font-weight:600;margin-bottom:.5rem}
button{font:inherit;cursor:pointer;border-radius:6px}.account{display:block;width:100%;text-align:left;margin:.5rem 0;padding:.75rem 1rem;border:1px solid #00468b;background:#fff;color:#00468b}
.account:hover,.account:focus{background:#e8f0fa}.account small{display:block;color:#333}
.primary{background:#00468b;color:#fff;border:1px solid #00468b;padding:.6rem 1rem}.secondary{background:#fff;color:#00468b;border:1px solid #00468b;padding:.6rem 1rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><p class="badge">Development only</p>${body}</main></body></html>`;
}

export function loginPage(input: { action: string; abortAction: string; accounts: DevAccount[]; clientName: string; message?: string }): string {
  const buttons = input.accounts
    .map(
      (account) =>
        `<button class="account" type="submit" name="account" value="${escapeHtml(account.id)}">${escapeHtml(account.name)}<small>${escapeHtml(account.kind)} · ${escapeHtml(account.sub)}</small></button>`,
    )
    .join("");
  return page(
    "Local test sign-in",
    `<h1>Local test sign-in</h1>
<p>${escapeHtml(input.clientName)} asks who you are. This OpenID provider runs inside the development server for local use and tests; it refuses to start in production. Pick an account: no password is needed.</p>
${input.message ? `<p role="alert"><strong>${escapeHtml(input.message)}</strong></p>` : ""}
<form method="post" action="${escapeHtml(input.action)}"><fieldset><legend>Sign in as</legend>${buttons}</fieldset></form>
<form method="post" action="${escapeHtml(input.abortAction)}"><button class="secondary" type="submit">Cancel sign-in</button></form>`,
  );
}

/** `form` is the provider's own hidden form (id op.logoutForm, with its CSRF token). */
export function logoutPage(form: string): string {
  return page(
    "Sign out of the local test provider",
    `<h1>Sign out of the local test provider too?</h1>
<p>You are signed out of Monitor Chooser. Signing out here as well means the next sign-in asks for an account again.</p>
${form}
<div class="actions"><button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign out here too</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in here</button></div>`,
  );
}

export function loggedOutPage(): string {
  return page("Signed out", "<h1>Signed out</h1><p>You are signed out of the local test provider.</p>");
}

export function errorPage(details: object): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  return page("Sign-in error", `<h1>The local test provider could not go on</h1><dl>${rows}</dl>`);
}
