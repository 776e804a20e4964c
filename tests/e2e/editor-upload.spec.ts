import sharp from 'sharp';
import { OFFICE_HEADER, simplePdf } from '../../server/lib/pdf.ts';
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

test('a document uploaded from the link panel by keyboard goes into the document library, and a link to it with its type and size into the text; a disguised file is refused beside the field and nothing typed is lost', async ({
  returning: page,
}) => {
  test.slow();
  // The news and the documents both: an editor of the news alone is offered no document upload.
  await signInAsStaff(page, 'martin', '/sprava/aktuality/novy');
  const main = page.getByRole('main');
  const tools = main.getByRole('toolbar', { name: 'Úpravy textu' });
  const text = main.getByRole('textbox', { name: 'Text článku' });
  await expect(tools).toBeVisible();
  await text.click();
  await page.keyboard.type('Město opraví chodníky v ulicích Lipová a U Rybníka. Podrobnosti: ');

  await tools.getByRole('button', { name: 'Odkaz', exact: true }).focus();
  await page.keyboard.press('Enter');
  const upload = main
    .getByRole('group', { name: 'Odkaz z označeného textu' })
    .getByRole('group', { name: 'Nebo nahrát dokument do knihovny a odkázat na něj' });
  const fileField = upload.getByLabel('Soubor dokumentu');
  const titleField = upload.getByLabel('Název dokumentu');
  const send = upload.getByRole('button', { name: 'Nahrát dokument a vložit odkaz' });
  // A web page that only calls itself a PDF: the library checks the content and says so in Czech.
  await fileField.setInputFiles({
    name: 'plan-oprav.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><title>Plán</title><script>alert(1)</script>'),
  });
  await expect(titleField).toHaveValue('plan-oprav');
  await titleField.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Plán oprav chodníků 2027');
  await page.keyboard.press('Tab');
  await expect(upload.getByLabel('Kategorie v knihovně dokumentů')).toBeFocused();
  await upload.getByLabel('Kategorie v knihovně dokumentů').selectOption({ label: 'Strategické dokumenty' });
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    upload.getByText('Soubor musí být PDF, DOCX, ODT, XLSX nebo ODS. Obsah tohoto souboru mezi ně nepatří.'),
  ).toBeVisible();
  await expect(fileField).toBeFocused();
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');
  await expect(titleField).toHaveValue('Plán oprav chodníků 2027');
  await expect(text).toContainText('Město opraví chodníky v ulicích Lipová a U Rybníka.');
  await expectNoAxeViolations(page);

  // A real PDF: uploaded, linked where the cursor was, and said to screen readers.
  const pdf = await simplePdf({
    title: 'Plán oprav chodníků 2027',
    header: OFFICE_HEADER,
    paragraphs: ['Ulice Lipová a U Rybníka, od dubna do června.'],
  });
  await fileField.setInputFiles({ name: 'plan-oprav.pdf', mimeType: 'application/pdf', buffer: pdf });
  // A title typed by hand stays when another file is picked.
  await expect(titleField).toHaveValue('Plán oprav chodníků 2027');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(upload).toBeHidden();
  const link = text.getByRole('link', { name: /^Plán oprav chodníků 2027 \(PDF, [\d,]+ kB\)$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/media\/dokumenty\/[0-9a-f]{24}\.pdf$/);
  await expect(main.getByText('Dokument je nahraný v knihovně a odkaz na něj vložený do textu.')).toBeAttached();
  await expect(text).toContainText('Město opraví chodníky v ulicích Lipová a U Rybníka.');
  // What is typed next is plain text after the link, not more of it.
  await page.keyboard.type(' Připomínky do konce března.');
  await expect(link).toHaveText(/\(PDF, [\d,]+ kB\)$/);
  await expectNoAxeViolations(page);

  // The document library holds it at once, under the same title.
  const library = await page.context().newPage();
  await library.goto(`/sprava/dokumenty?q=${encodeURIComponent('Plán oprav chodníků 2027')}`);
  await expect(library.getByRole('main').getByRole('link', { name: 'Plán oprav chodníků 2027' })).toBeVisible();
  await library.close();
});
