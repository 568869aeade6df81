/** The sign-in form as the server answers it: what was typed (never the password), the fields' messages, a failure. */
export interface SignInForm {
  email: string;
  errors: Partial<Record<'email' | 'password', string>>;
  /** Why the sign-in failed, as the users service or a limit said it. */
  failure: string | null;
}

export const EMPTY_SIGN_IN: SignInForm = { email: '', errors: {}, failure: null };

/** Text safe inside an element or a double-quoted attribute. */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `<style>
.noscript-sign-in { max-width: 420px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px; }
.noscript-sign-in label { display: block; font-weight: 600; margin-top: 12px; }
.noscript-sign-in input { display: block; width: 100%; padding: 8px 10px; font: inherit; border: 1px solid #8c7b6b; border-radius: 6px; }
.noscript-sign-in .field-error { color: #a8071a; margin: 4px 0 0; }
.noscript-sign-in button { margin-top: 20px; width: 100%; padding: 10px; font: inherit; font-weight: 600; color: #fff; background: var(--ranch-leather); border: 0; border-radius: 6px; cursor: pointer; }
</style>`;

function field(name: 'email' | 'password', label: string, input: string, error: string | undefined): string {
  const id = `signin-${name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${label}</label><input id="${id}" name="${name}" ${input}${described}>${
    error ? `<p class="field-error" id="${id}-error">${text(error)}</p>` : ''
  }`;
}

/**
 * The sign-in page for a browser without script (SPEC.md /login): the shell's page draws nothing there, so its
 * notice is replaced by a plain form posted to the server, which answers this page again with the same messages
 * (gateway/src/web/form-posts.controller.ts). With script on, the notice is never shown and the shell's own page
 * signs in.
 */
export function signInPageHtml(index: string, form: SignInForm): string {
  const failure = form.failure ? `<p class="error-text" role="alert">Login failed. ${text(form.failure)}</p>` : '';
  const body = `<noscript>${STYLE}<main class="noscript-sign-in" aria-labelledby="signin-title">
<h1 id="signin-title">Sign in</h1>${failure}
<form method="post" action="/login" novalidate>
${field('email', 'Email', `type="email" autocomplete="email" value="${text(form.email)}"`, form.errors.email)}
${field('password', 'Password', 'type="password" autocomplete="current-password"', form.errors.password)}
<button type="submit">Sign In</button>
</form>
<p>The rest of the staff area needs JavaScript: turn it on to manage the ranch after signing in.</p>
</main></noscript>`;
  const replaced = index.replace(/<noscript>[\s\S]*?<\/noscript>/, () => body);
  if (replaced === index) throw new Error('the shell page has no notice for browsers without script');
  return replaced;
}
