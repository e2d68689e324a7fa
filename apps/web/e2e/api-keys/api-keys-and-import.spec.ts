import { formatTrackingNumber } from '@meridian/contracts';
import { seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession } from '../support/fixtures';

// Decision 0056: an admin makes a key in the account and their system lists bookings with it; a CSV with one bad line
// is checked, then imported, and the good lines appear in My Bookings.
test.describe('API keys and CSV import', () => {
  test('an admin creates a key, copies it from the one-time reveal, and the key lists the organization’s booking', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const session = await signUp(request);
    const [booking] = await seedBookings(request, session.token, 1);
    await useSession(page, session);

    await page.goto('/organization/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await page.getByLabel(/^Name/).fill('Warehouse system');
    await page.getByRole('button', { name: 'Create key' }).click();
    const reveal = page.getByRole('region', { name: /Your new key: Warehouse system/ });
    await expect(reveal.getByText('It will not be shown again.', { exact: false })).toBeVisible();
    await reveal.getByRole('button', { name: 'Copy key' }).click();
    await expect(reveal.getByText('The key is on your clipboard.')).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^mxk_/);
    await expect(page.getByTestId('issued-key')).toHaveText(key);

    const listed = await request.get('/api/v1/bookings', { headers: { Authorization: `Bearer ${key}` } });
    expect(listed.status()).toBe(200);
    const body = (await listed.json()) as { data: { records: { _id: string }[] } };
    expect(body.data.records.map((b) => b._id)).toEqual([booking!._id]);

    await reveal.getByRole('button', { name: 'I have saved the key' }).click();
    await expect(page.getByTestId('issued-key')).toHaveCount(0);
    await expect(page.getByText('Warehouse system')).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);
  });

  test('a CSV with one bad line: the check shows the error on its line, the import creates the good ones, which appear in My Bookings', async ({ page, request }) => {
    const session = await signUp(request);
    const template = await request.get('/api/v1/bookings/import/template.csv', { headers: { Authorization: `Bearer ${session.token}` } });
    const [header, example] = (await template.text()).trim().split('\n');
    const bad = example!.replace('rae@dest.example', 'not-an-email');
    const csv = [header, example, bad, example!.replace('Oakland', 'Reno')].join('\n') + '\n';
    await useSession(page, session);

    await page.goto('/bookings');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/bookings\/import$/);
    await page.getByLabel('CSV file').setInputFiles({ name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('2 bookings are ready to import.')).toBeVisible();
    await expect(page.getByRole('row', { name: /^3 receiverPerson\.email/ })).toBeVisible();

    await page.getByRole('button', { name: 'Import 2 bookings' }).click();
    await expect(page.getByText('2 bookings created.')).toBeVisible();
    const created = page.getByRole('link', { name: /^MX/ });
    await expect(created).toHaveCount(2);
    const tracking = (await created.first().textContent())!.trim();

    await page.getByRole('link', { name: 'Go to My Bookings' }).click();
    await expect(page.getByTestId('booking-card')).toHaveCount(2);
    await expect(page.getByText(formatTrackingNumber(tracking.replace(/\s/g, '')))).toBeVisible();
  });
});
