/**
 * Lighthouse (mobile preset, simulated throttling) on /login and on the signed-in dashboard
 * (/unit-summary with demo data), with the system Chromium. Goals: performance >= 95,
 * accessibility 100, best practices >= 95.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBenchServer } from './server-process.js';

const goals = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof goals;

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});
try {
  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      query: 'mutation auth { auth(email: "user@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };

  // The dashboard needs a session: put the token where the web app keeps it (localStorage
  // "jwt") and tell Lighthouse not to clear storage.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate(`localStorage.setItem('jwt', ${JSON.stringify(signIn.data.auth.token)})`);
  await page.close();
  await browser.disconnect();

  const rows: string[] = [];
  // /login is measured without the token (a visitor), the dashboard with it.
  for (const [route, keepStorage] of [
    ['/login', false],
    ['/unit-summary', true],
  ] as const) {
    const label = route;
    const url = `${server.url}${route}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(goals),
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const scores = Object.fromEntries(
      (Object.keys(goals) as Category[]).map((category) => [
        category,
        Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>;
    const missed = (Object.keys(goals) as Category[]).filter(
      (category) => scores[category] < goals[category],
    );
    const audits = result.lhr.audits;
    rows.push(
      `| ${label} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${audits['first-contentful-paint']?.displayValue ?? ''} | ${audits['largest-contentful-paint']?.displayValue ?? ''} | ${audits['total-blocking-time']?.displayValue ?? ''} | ${missed.length ? `below goal: ${missed.join(', ')}` : 'goals met'} |`,
    );
    for (const category of missed) {
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => audit.id);
      console.log(`${label} ${category}: audits below 0.9: ${failing.join(', ')}`);
    }
  }
  console.log('\nLighthouse, mobile preset (simulated throttling), system Chromium\n');
  console.log('| page | performance | accessibility | best practices | FCP | LCP | TBT | |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await server.stop();
}
