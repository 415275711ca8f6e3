import Chip from '@mui/material/Chip';

const COLOURS: Record<string, 'success' | 'warning' | 'error'> = {
  Beginner: 'success',
  Intermediate: 'warning',
  Advanced: 'error',
};

export function SkillBadge({ level }: { level: string }) {
  return <Chip size="small" label={level} color={COLOURS[level] ?? 'success'} sx={{ fontWeight: 700 }} />;
}
