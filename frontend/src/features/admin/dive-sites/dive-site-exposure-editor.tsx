import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPASS_POINTS, OPEN_MIN_KM, OPEN_WATER_CAP_KM, SHELTERED_MAX_KM, describeExposure } from '@ddu/shared/dive-sites/exposure';
import { useComputeDiveSiteExposure, useUpdateDiveSiteExposure } from '@/api/generated/endpoints/dive-sites/dive-sites';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { CompassRose } from '@/components/compass-rose/compass-rose';
import { API, invalidateApi } from '../shared/admin-cache';
import { useAdminWrites } from '../shared/use-admin-writes';
import { diveSiteWriteTexts, quickUpdateFailureTitle } from './dive-site-admin';

const wordFor = (km: number) => (km >= OPEN_MIN_KM ? 'open' : km < SHELTERED_MAX_KM ? 'sheltered' : 'partly open');

/**
 * The owner's view of a site's exposure: one button per compass point switching it between open
 * (50 km of water) and sheltered (0 km); the words update as they change. Saving stores the owner's
 * setting; "Reset to computed" measures it from the coastline again.
 */
export function DiveSiteExposureEditor({ site }: { site: DiveSiteResponseDto }) {
  const queryClient = useQueryClient();
  const exposure = site.exposure;
  const [draft, setDraft] = useState<number[] | null>(exposure ? [...exposure.openKm] : null);
  const save = useUpdateDiveSiteExposure();
  const compute = useComputeDiveSiteExposure();
  const writes = useAdminWrites({
    noun: 'Dive Site',
    thing: 'the dive site',
    ...diveSiteWriteTexts,
    refresh: () => invalidateApi(queryClient, API.diveSites),
  });

  const toggle = (index: number) =>
    setDraft((current) => current && current.map((km, i) => (i === index ? (km >= OPEN_MIN_KM ? 0 : OPEN_WATER_CAP_KM) : km)));

  const saveDraft = () =>
    draft &&
    writes.run(
      'update',
      async () => {
        await save.mutateAsync({ id: site.id, data: { openKm: draft } });
        writes.notify('Updated', `The exposure of ${site.name} is now set by you.`);
      },
      quickUpdateFailureTitle('exposure'),
    );

  const reset = () =>
    writes.run(
      'update',
      async () => {
        const updated = await compute.mutateAsync({ id: site.id });
        setDraft(updated.exposure ? [...updated.exposure.openKm] : null);
        writes.notify('Updated', `The exposure of ${site.name} was computed from the coastline.`);
      },
      quickUpdateFailureTitle('exposure'),
    );

  const busy = save.isPending || compute.isPending;
  const changed = draft !== null && exposure !== null && draft.some((km, i) => km !== exposure.openKm[i]);

  return (
    <Box component="section" aria-labelledby={`exposure-${site.id}`} sx={{ display: 'grid', gap: 1.5, pt: 2 }}>
      <Typography id={`exposure-${site.id}`} variant="subtitle2" component="h4">
        Exposure{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({!exposure ? 'not computed yet' : exposure.source === 'owner' ? 'set by the owner' : 'computed'})
        </Typography>
      </Typography>
      {draft ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <CompassRose openKm={draft} size={96} />
            <Typography sx={{ flex: '1 1 220px' }} aria-live="polite">
              {describeExposure({ openKm: draft, source: exposure?.source ?? 'computed' })}
            </Typography>
          </Box>
          <Box
            role="group"
            aria-label="Open or sheltered, per direction"
            sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(8, 1fr)' } }}
          >
            {COMPASS_POINTS.map((point, i) => {
              const km = draft[i]!;
              const open = km >= OPEN_MIN_KM;
              return (
                <Button
                  key={point}
                  size="small"
                  variant={open ? 'contained' : 'outlined'}
                  aria-pressed={open}
                  aria-label={`${point}: ${wordFor(km)}, ${km} km of water`}
                  onClick={() => toggle(i)}
                  disabled={busy}
                  sx={{ minHeight: 44, flexDirection: 'column', lineHeight: 1.2, px: 0.5 }}
                >
                  <span>{point}</span>
                  <Typography component="span" variant="caption" sx={{ textTransform: 'none' }}>
                    {wordFor(km)}
                  </Typography>
                </Button>
              );
            })}
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not worked out yet: it is computed at the next start, or now.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {draft && (
          <Button size="small" variant="outlined" onClick={() => void saveDraft()} disabled={busy || !changed}>
            Save exposure
          </Button>
        )}
        <Button size="small" onClick={() => void reset()} disabled={busy}>
          {exposure ? 'Reset to computed' : 'Compute now'}
        </Button>
      </Box>
    </Box>
  );
}
