/** The floating social menu and the back-to-top button (spec §2, §9), on the static markup of SiteChrome.astro. */

/** Spec §9: the button shows once the page is scrolled more than this. */
export const BACK_TO_TOP_AFTER_PX = 50;

function socialMenu() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-social-toggle]');
  const list = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !list) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !list.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!list.hidden && e.target instanceof Node && !toggle.parentElement?.contains(e.target)) setOpen(false);
  });
}

function backToTop() {
  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= BACK_TO_TOP_AFTER_PX;
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
  button.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // Keyboard users continue from the top of the page, not from a button that is about to hide.
    const main = document.getElementById('main');
    if (main) {
      main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  });
}

export function startFloatingChrome(): void {
  socialMenu();
  backToTop();
}
