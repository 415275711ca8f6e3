import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { mirrorMissingFiles } from './media-backup';

describe(mirrorMissingFiles.name, () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-media-backup-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };

  it('copies new files with their folders and leaves files already there alone', () => {
    const from = path.join(root, 'media');
    const to = path.join(root, 'backups', 'media');
    write(path.join(from, 'abc-800x600', '480.jpg'), 'small');
    write(path.join(from, 'abc-800x600', '800.webp'), 'large');
    write(path.join(to, 'abc-800x600', '480.jpg'), 'already backed up');

    expect(mirrorMissingFiles(from, to)).toBe(1);
    expect(fs.readFileSync(path.join(to, 'abc-800x600', '800.webp'), 'utf8')).toBe('large');
    expect(fs.readFileSync(path.join(to, 'abc-800x600', '480.jpg'), 'utf8')).toBe('already backed up');
    expect(mirrorMissingFiles(from, to)).toBe(0);
  });

  it('copies nothing when there is no media folder yet', () => {
    expect(mirrorMissingFiles(path.join(root, 'none'), path.join(root, 'out'))).toBe(0);
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
  });
});
