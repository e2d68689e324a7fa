import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new'] });
for (let i=0;i<2;i++) for (const path of ['/', '/pricing']) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  await p.goto('http://localhost:4319' + path);
  await p.waitForTimeout(1500);
  const fcp = await p.evaluate(() => JSON.stringify(performance.getEntriesByType('paint').map(e => [e.name, Math.round(e.startTime)])));
  console.log(path, fcp);
  await ctx.close();
}
await b.close();
