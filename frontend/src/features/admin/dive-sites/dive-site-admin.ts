import type { DiveSiteInputDto, DiveSiteResponseDto, StateCode, UpdateDiveSiteDto } from '@/api/generated/models';
import { isApiError } from '@/api/http';
import { serverErrorText } from '@/lib/server-message';
import type { AdminWriteTexts } from '../shared/use-admin-writes';

/** Pure logic of /admin/dive-sites: order, the form and the spec's error texts (the search is the server's). */

/** A form value: text fields (numbers too, so "-30." can be typed) hold what is typed; the others as they are. */
type FormValue<T> = string extends T ? string : T;

/**
 * The add/edit form: every field of the API's input DTO, so a column added to the API appears here
 * (and fails to compile until `emptyDiveSiteForm` gives it a starting value).
 */
export type DiveSiteForm = {
  [K in Exclude<keyof DiveSiteInputDto, 'state' | 'slackOffsetMinutes'>]-?: FormValue<NonNullable<DiveSiteInputDto[K]>>;
} & {
  /** A state's code, or '' for the state the coordinates lie in (the server works it out). */
  state: StateCode | '';
  /** Minutes from high water to slack water as typed; '' for a site without currents. */
  slackOffsetMinutes: string;
};

/** The numeric fields: typed as text, sent as numbers. */
const NUMBER_FIELDS = ['latitude', 'longitude'] as const satisfies readonly (keyof DiveSiteForm)[];

/** The one list of the form's fields, with the values of a new site. */
export const emptyDiveSiteForm: DiveSiteForm = {
  name: '',
  region: '',
  state: '',
  latitude: '',
  longitude: '',
  description: '',
  skillLevel: 'Beginner',
  depthRange: '',
  waterTemp: '',
  visibility: '',
  bestTime: '',
  marineLife: '',
  hazards: '',
  facilities: '',
  imageUrl: '',
  videoUrl: '',
  videoThumbnail: '',
  reviewLink: '',
  featured: false,
  slackOffsetMinutes: '',
};

const FORM_KEYS = Object.keys(emptyDiveSiteForm) as (keyof DiveSiteForm)[];

/** The site's values for the edit form: a missing text is empty, coordinates as plain decimals ("-30.9392"). */
export function siteToForm(site: DiveSiteResponseDto): DiveSiteForm {
  const form: Record<string, unknown> = {};
  for (const key of FORM_KEYS) {
    const value = site[key];
    form[key] = typeof emptyDiveSiteForm[key] === 'string' ? (value === null ? '' : String(value)) : value;
  }
  for (const key of NUMBER_FIELDS) form[key] = String(Number(site[key]));
  return form as DiveSiteForm;
}

/** Text trimmed; latitude and longitude accept any decimal number, the server checks the range. */
export function formToInput(form: DiveSiteForm): DiveSiteInputDto {
  const input: Record<string, unknown> = {};
  for (const key of FORM_KEYS) {
    const value = form[key];
    input[key] = typeof value === 'string' ? value.trim() : value;
  }
  for (const key of NUMBER_FIELDS) input[key] = Number(form[key].trim());
  if (input.state === '') delete input.state;
  // Empty: no currents noted; anything else goes as a number for the server to check.
  input.slackOffsetMinutes = form.slackOffsetMinutes.trim() === '' ? null : Number(form.slackOffsetMinutes.trim());
  return input as unknown as DiveSiteInputDto;
}

export function isDiveSiteFormComplete(form: DiveSiteForm): boolean {
  return (
    form.name.trim() !== '' &&
    form.region.trim() !== '' &&
    form.latitude.trim() !== '' &&
    form.longitude.trim() !== '' &&
    Number.isFinite(Number(form.latitude)) &&
    Number.isFinite(Number(form.longitude))
  );
}

/** The whole site with its featured flag flipped, for the star toggle's PUT. */
export function withFeaturedFlipped(site: DiveSiteResponseDto): UpdateDiveSiteDto {
  return { ...formToInput(siteToForm(site)), id: site.id, featured: !site.featured };
}

/** Spec: "the server's error field, else 'Server error: {status}', else 'Failed to create dive site'". */
export function createErrorText(error: unknown): string {
  return serverErrorText(error) ?? (isApiError(error) ? `Server error: ${error.status}` : 'Failed to create dive site');
}

/** Spec: "the server's details, else its error, else 'Failed to update dive site'". */
export function updateErrorText(error: unknown): string {
  return serverErrorText(error) ?? 'Failed to update dive site';
}

export const DELETE_ERROR_TEXT = 'Failed to delete dive site';
export const SITE_NOT_FOUND_TEXT = 'Site not found';
export const ERROR_TITLE = 'Error';
export const FEATURED_FAILURE_TITLE = 'Failed to update featured status';

/** Title of a failed photo, video or review-link update: "Failed to update review link". */
export const quickUpdateFailureTitle = (what: string) => `Failed to update ${what}`;

/** The spec's dive-site admin toasts: titled "Success" and "Error", with its own error texts. */
export const diveSiteWriteTexts = {
  successTitle: () => 'Success',
  failureTitle: () => ERROR_TITLE,
  failureText: (action, error) =>
    action === 'create' ? createErrorText(error) : action === 'update' ? updateErrorText(error) : DELETE_ERROR_TEXT,
} satisfies AdminWriteTexts;
