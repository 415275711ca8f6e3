import type { DiveSiteInputDto, DiveSiteResponseDto, SkillLevel, UpdateDiveSiteDto } from '@/api/generated/models';
import { isApiError } from '@/api/http';
import { serverErrorText } from '@/lib/server-message';
import type { AdminWriteTexts } from '../shared/use-admin-writes';

/** Pure logic of /admin/dive-sites: search, order, the form and the spec's error texts. */

export interface DiveSiteForm {
  name: string;
  region: string;
  latitude: string;
  longitude: string;
  description: string;
  skillLevel: SkillLevel;
  depthRange: string;
  waterTemp: string;
  visibility: string;
  bestTime: string;
  marineLife: string;
  hazards: string;
  facilities: string;
  imageUrl: string;
  videoUrl: string;
  videoThumbnail: string;
  reviewLink: string;
  featured: boolean;
}

export const emptyDiveSiteForm: DiveSiteForm = {
  name: '',
  region: '',
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
};

export function sortByName<T extends { name: string }>(sites: T[]): T[] {
  return [...sites].sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
}

/** Matches name, description, region or marine life, case-insensitively. */
export function matchesSearch(site: DiveSiteResponseDto, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [site.name, site.description, site.region, site.marineLife ?? ''].some((field) => field.toLowerCase().includes(q));
}

export function siteToForm(site: DiveSiteResponseDto): DiveSiteForm {
  return {
    name: site.name,
    region: site.region,
    latitude: String(Number(site.latitude)),
    longitude: String(Number(site.longitude)),
    description: site.description,
    skillLevel: site.skillLevel,
    depthRange: site.depthRange,
    waterTemp: site.waterTemp,
    visibility: site.visibility ?? '',
    bestTime: site.bestTime,
    marineLife: site.marineLife ?? '',
    hazards: site.hazards ?? '',
    facilities: site.facilities ?? '',
    imageUrl: site.imageUrl ?? '',
    videoUrl: site.videoUrl ?? '',
    videoThumbnail: site.videoThumbnail ?? '',
    reviewLink: site.reviewLink ?? '',
    featured: site.featured,
  };
}

/** Latitude and longitude accept any decimal number; the server checks the range. */
export function formToInput(form: DiveSiteForm): DiveSiteInputDto {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as DiveSiteForm;
  return { ...trimmed, latitude: Number(trimmed.latitude), longitude: Number(trimmed.longitude) };
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
