// What every screenshot script does the same way: where it writes, the browser it starts (Debian's Chromium, see
// chromium.mjs), a page at a width whose uncaught errors fail the run, and a person signed in, either through the login
// form as a person would (on `pnpm dev:mock` or a served build) or with an API session put where the web keeps it.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** The demo logins the README gives, which the mock seed (src/mocks/seed.ts) and the API's staff seed both know. */
export const LOGINS = {
  customer: { email: 'demo@meridian.test', password: 'Demo!2345' },
  operator: { email: 'ops@meridian.test', password: 'Ops!23456' },
  driver: { email: 'driver1@meridian.test', password: 'Drive!2345' },
};

/** BASE_URL and OUT_DIR from the environment (with the script's own defaults); the folder is made, no trailing slash. */
export function screenshotTarget({ baseUrl, outDir }) {
  const target = { baseUrl: process.env.BASE_URL ?? baseUrl, outDir: (process.env.OUT_DIR ?? outDir).replace(/\/$/, '') };
  mkdirSync(target.outDir, { recursive: true });
  return target;
}

/** The repository's screenshots/ folder, where the scripts that document the whole app write by default. */
export const REPO_SHOTS_DIR = new URL('../screenshots', import.meta.url).pathname;

export async function openScreenshotSession({ baseUrl, outDir, args = CHROMIUM_ARGS }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
  const failures = [];

  /**
   * A fresh context and page `width` px wide (a phone-tall window below 640 px unless `height` says), with `label` naming
   * its uncaught errors; `quiet` skips the splash and asks for reduced motion, for shots that must not catch an
   * animation; `session` (the API's `{ token, user }`) starts it signed in, where the web keeps a session.
   */
  async function open(width, { label = '', height = width < 640 ? 812 : 900, quiet = false, session } = {}) {
    const context = await browser.newContext({ viewport: { width, height }, ...(quiet ? { reducedMotion: 'reduce' } : {}) });
    if (quiet) await context.addInitScript(() => sessionStorage.setItem('meridian.splashSeen', 'true'));
    if (session) {
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { token: session.token, user: session.user },
      );
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(`${label || session?.user?.email || ''} ${width}: ${error.message}`.trim()));
    return { context, page };
  }

  /** Signs in through the login form and waits until the app has left the auth screens. */
  async function signIn(page, { email, password }) {
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
  }

  /** A page at `width` signed in through the form as `login` (one of LOGINS). */
  async function signedIn(width, login, options = {}) {
    const opened = await open(width, { label: login.email, ...options });
    await signIn(opened.page, login);
    return opened;
  }

  /** Saves `name` in the out folder after the page has settled for `settle` ms (a fade, a late font) and prints its path. */
  async function shot(page, name, { settle = 500, fullPage = true } = {}) {
    await page.waitForTimeout(settle);
    const path = `${outDir}/${name}`;
    await page.screenshot({ path, fullPage });
    console.log(path);
  }

  /**
   * Each person (`{ role, login, shots }`), signed in at each width, visits each shot's `path`, waits for its `ready`
   * selector (the dev server compiles a screen's modules on first visit: wait for what the shot is of, not for a time) or
   * else for the network to go quiet, runs its `then`, and saves `<role>-<name>-<width>.png` (only the window where
   * `viewportOnly`, for a dialog over the page).
   */
  async function tour(people, { widths = [375, 1280], settle = 500 } = {}) {
    for (const person of people) {
      for (const width of widths) {
        const { context, page } = await signedIn(width, person.login, { label: person.role });
        for (const step of person.shots) {
          await page.goto(`${baseUrl}${step.path}`);
          if (step.ready) await page.locator(step.ready).first().waitFor({ timeout: 60_000 });
          else await page.waitForLoadState('networkidle');
          if (step.then) await step.then(page);
          await shot(page, `${person.role}-${step.name}-${width}.png`, { settle, fullPage: !step.viewportOnly });
        }
        await context.close();
      }
    }
  }

  /** Closes the browser; any uncaught page error seen on the way is printed and fails the run. */
  async function close() {
    await browser.close();
    if (failures.length > 0) {
      console.error(failures.join('\n'));
      process.exitCode = 1;
    }
  }

  return { open, signIn, signedIn, shot, tour, close };
}

/** Logs `login` in through the API (a Playwright request context on the served build) and answers its `{ token, user }`. */
export async function apiLogin(api, login) {
  return (await (await api.post('/api/v1/auth/login', { data: login })).json()).data;
}

/** Signs a fresh customer up through the API, one e-mail a run under `prefix`, and answers its `{ token, user }`. */
export async function apiSignUp(api, prefix) {
  const response = await api.post('/api/v1/auth/sign-up', {
    data: {
      email: `${prefix}-${Date.now()}@example.com`,
      firstName: 'Amara',
      lastName: 'Nwosu',
      phoneNumber: '+15550100200',
      address: '12 Wharf Road, Baltimore, MD',
      companyName: 'Nwosu Fresh Foods',
      password: 'Str0ng!Passw0rd',
    },
  });
  return (await response.json()).data;
}

/** A booking request by the signed-up customer's company (the parties every script uses), with `changes` over it. */
export function bookingRequest(changes) {
  return {
    vehicleType: 'truck',
    fullNameOrBusiness: 'Nwosu Fresh Foods',
    contactPhone: '+1 555 010 0200',
    email: 'ops@nwosu.example',
    customerType: 'Business',
    pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@nwosu.example' },
    pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD' },
    receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@nwosu.example' },
    dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA' },
    isFragile: false,
    ...changes,
  };
}
