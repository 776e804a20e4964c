import sharp, { type Exif } from 'sharp';

// Photos the defects' tests send: made here, so no binary file needs keeping in the repository.

/** A plain photo of `width` × `height`, as a phone's JPEG, with whatever EXIF `exif` gives. */
export const photo = (width = 800, height = 600, exif?: Exif) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#7a8a6a' } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
};

/** A photo taken at Lipová 412/12 (49.598678 N, 15.583564 E), its GPS written as a phone writes it. */
export const photoAtLipova = () =>
  photo(800, 600, {
    IFD0: { Make: 'Vzorov', Model: 'Testovací telefon' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '49/1 35/1 5524/100',
      GPSLongitudeRef: 'E',
      GPSLongitude: '15/1 35/1 83/100',
    },
  });

/** The start of an iPhone's HEIC: an ISO-BMFF `ftyp` box of the brand `heic`, as file-type reads it. */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
    Buffer.alloc(2000, 0),
  ]);

/** An AVIF (HEIF with AV1), which sharp could read, but the form does not take (it says JPEG, PNG or WebP). */
export const avif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a8a6a' } })
    .heif({ compression: 'av1' })
    .toBuffer();

/** A PDF, however it is named. */
export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
