import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ForecastNotice } from './forecast-notice';

/** One line saying the forecast is missing or old, in words and with an icon (never a bare gap). */
export function ForecastNoticeLine({ notice, sx }: { notice: ForecastNotice; sx?: SxProps<Theme> }) {
  const Icon = notice.kind === 'stale' ? HistoryIcon : CloudOffOutlinedIcon;
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="forecast-notice"
      data-kind={notice.kind}
      sx={[{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Icon fontSize="small" aria-hidden sx={{ mt: '1px', color: notice.kind === 'stale' ? 'warning.main' : 'text.secondary' }} />
      <span>{notice.text}</span>
    </Typography>
  );
}
