import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DiveWindowDto, WindowRating, WindowSlotDto } from '@/api/generated/models';
import { dayLabel } from './conditions-format';

/** The word and colours of each rating: the word always shows, the colour only repeats it. */
export const RATING_LOOK: Record<WindowRating, { word: string; bg: string; fg: string; edge: string }> = {
  good: { word: 'Good', bg: '#d7f0d8', fg: '#1b5e20', edge: '#2e7d32' },
  fair: { word: 'Fair', bg: '#fff4c2', fg: '#5b4300', edge: '#c79a00' },
  poor: { word: 'Poor', bg: '#ffe1c4', fg: '#7a3300', edge: '#e65100' },
  'no-go': { word: 'No-go', bg: '#ffd6d6', fg: '#8e0000', edge: '#c62828' },
};

/** "9–12" from a slot's local start and end. */
export function slotHours(slot: Pick<WindowSlotDto, 'start' | 'end'>): string {
  const hour = (local: string) => Number(local.slice(11, 13)) + (local.slice(0, 10) === slot.start.slice(0, 10) ? 0 : 24);
  return `${hour(slot.start)}–${hour(slot.end)}`;
}

function byDate(slots: readonly WindowSlotDto[]): [string, WindowSlotDto[]][] {
  const days = new Map<string, WindowSlotDto[]>();
  for (const slot of slots) days.set(slot.start.slice(0, 10), [...(days.get(slot.start.slice(0, 10)) ?? []), slot]);
  return [...days.entries()];
}

function SlotButton({ slot, open, panelId, onToggle }: { slot: WindowSlotDto; open: boolean; panelId: string; onToggle: () => void }) {
  const look = RATING_LOOK[slot.rating];
  return (
    <ButtonBase
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={`${dayLabel(slot.start.slice(0, 10))} ${slotHours(slot)}: ${look.word}`}
      data-testid="window-slot"
      sx={{
        minWidth: 48,
        minHeight: 48,
        flex: '1 1 48px',
        maxWidth: 72,
        display: 'grid',
        alignContent: 'center',
        justifyItems: 'center',
        borderRadius: 1,
        bgcolor: look.bg,
        color: look.fg,
        border: 2,
        borderColor: open ? 'text.primary' : look.edge,
        outlineOffset: 2,
      }}
    >
      <Box component="span" sx={{ fontSize: 12, lineHeight: 1.3 }}>
        {slotHours(slot)}
      </Box>
      <Box component="span" sx={{ fontSize: 13, fontWeight: 700, lineHeight: 1.3 }}>
        {look.word}
      </Box>
    </ButtonBase>
  );
}

/**
 * The dive window on a phone: a row of three-hour slots per day, each with its word on its colour,
 * a tap opening its reasons below; the best slot in a sentence above. The caveat stays.
 */
export function DiveWindowStrip({ dive }: { dive: DiveWindowDto }) {
  const [openStart, setOpenStart] = useState<string | null>(null);
  const panelId = useId();
  const open = dive.slots.find((slot) => slot.start === openStart) ?? null;
  return (
    <Box component="section" aria-labelledby={`${panelId}-heading`} sx={{ display: 'grid', gap: 1 }} data-testid="dive-window">
      <Typography id={`${panelId}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Dive window
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="best-window">
        {dive.best ? dive.best.sentence : 'No good or fair window in the next three days.'}
      </Typography>
      {dive.slots.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          {byDate(dive.slots).map(([date, slots]) => (
            <Box key={date} role="group" aria-label={dayLabel(date)} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="caption" sx={{ width: 34, flexShrink: 0, fontWeight: 700 }}>
                {dayLabel(date).slice(0, 3)}
              </Typography>
              {slots.map((slot) => (
                <SlotButton
                  key={slot.start}
                  slot={slot}
                  open={slot.start === openStart}
                  panelId={panelId}
                  onToggle={() => setOpenStart((current) => (current === slot.start ? null : slot.start))}
                />
              ))}
            </Box>
          ))}
        </Box>
      )}
      <Box id={panelId} aria-live="polite" data-testid="window-reasons">
        {open && (
          <Box sx={{ borderLeft: 4, borderColor: RATING_LOOK[open.rating].edge, pl: 1.25, py: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {dayLabel(open.start.slice(0, 10))} {slotHours(open)} · {RATING_LOOK[open.rating].word} ({open.score}/100)
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {open.reasons.map((reason) => (
                <Typography key={reason} component="li" variant="body2">
                  {reason}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        A forecast, not a safety assessment: check with local operators and dive within your training.
      </Typography>
    </Box>
  );
}
