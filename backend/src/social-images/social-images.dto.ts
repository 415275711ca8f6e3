import { Matches, MaxLength } from 'class-validator';

/** "{slug}.png": a slug as the site makes them, then the extension. */
export class SlugPngParamDto {
  @MaxLength(260)
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*\.png$/, { message: 'The image address must be a slug followed by .png.' })
  file: string;

  slug(): string {
    return this.file.slice(0, -'.png'.length);
  }
}
