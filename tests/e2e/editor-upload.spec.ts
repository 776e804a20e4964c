import sharp from 'sharp';
import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

test('a picture uploaded from inside the editor goes into the library and the text, with its description; a disguised file is refused beside the field and nothing typed is lost', async ({
  returning: page,
}) => {
  test.slow();
  await signInAsStaff(page, 'petra', '/sprava/aktuality/novy');
  const main = page.getByRole('main');
  const tools = main.getByRole('toolbar', { name: 'Úpravy textu' });
  const text = main.getByRole('textbox', { name: 'Text článku' });
  await expect(tools).toBeVisible();
  await text.click();
  await page.keyboard.type('Hřiště u školy je otevřené.');
  await page.keyboard.press('Enter');

  await tools.getByRole('button', { name: 'Obrázek' }).click();
  const picker = main.getByRole('group', { name: 'Obrázek z knihovny' });
  const fileField = picker.getByLabel('Nebo nahrát nový obrázek z počítače');
  // A document that only calls itself a photo: the library checks the content and says so in Czech.
  await fileField.setInputFiles({
    name: 'hriste.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
  });
  await picker.getByLabel('Popis obrázku pro nevidomé').fill('Nové hřiště u školy');
  await picker.getByRole('button', { name: 'Nahrát a vložit obrázek' }).click();
  await expect(picker.getByText('Soubor není obrázek ve formátu JPEG, PNG nebo WebP.')).toBeVisible();
  await expect(fileField).toBeFocused();
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toContainText('Hřiště u školy je otevřené.');
  await expectNoAxeViolations(page);

  // A real photo: uploaded, put in the text where the cursor was, and said to screen readers.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a8' } })
    .png()
    .toBuffer();
  await fileField.setInputFiles({ name: 'hriste.png', mimeType: 'image/png', buffer: photo });
  await picker.getByRole('button', { name: 'Nahrát a vložit obrázek' }).click();
  await expect(picker).toBeHidden();
  const picture = text.locator('img');
  await expect(picture).toHaveAttribute('alt', 'Nové hřiště u školy');
  await expect(picture).toHaveAttribute('src', /^\/media\/knihovna\/[a-z0-9]+\.jpg$/);
  await expect(main.getByText('Obrázek je nahraný v knihovně a vložený do textu.')).toBeAttached();
  await expect(text).toContainText('Hřiště u školy je otevřené.');
  await expectNoAxeViolations(page);

  // The library holds it at once, with the same description.
  const library = await page.context().newPage();
  await library.goto('/sprava/media?q=h%C5%99i%C5%A1t%C4%9B');
  await expect(library.getByRole('main').getByRole('link', { name: 'Nové hřiště u školy' })).toBeVisible();
  await library.close();
});
