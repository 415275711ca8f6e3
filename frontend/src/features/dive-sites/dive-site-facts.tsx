import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import HeightIcon from '@mui/icons-material/Height';
import ThermostatOutlinedIcon from '@mui/icons-material/ThermostatOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FactSite {
  waterTemp: string;
  visibility: string | null;
  depthRange: string;
  bestTime: string;
}

interface Fact {
  label: string;
  value: string;
  icon: ReactNode;
}

/** The four conditions shown on every card; blanks read as words, never as an empty line. */
export function siteFacts(site: FactSite): Fact[] {
  return [
    { label: 'Water temp', value: site.waterTemp.trim() || 'Not recorded', icon: <ThermostatOutlinedIcon fontSize="small" /> },
    { label: 'Visibility', value: site.visibility?.trim() || 'Variable', icon: <VisibilityOutlinedIcon fontSize="small" /> },
    { label: 'Depth', value: site.depthRange.trim() || 'Not recorded', icon: <HeightIcon fontSize="small" /> },
    { label: 'Best time', value: site.bestTime.trim() || 'All year', icon: <CalendarMonthOutlinedIcon fontSize="small" /> },
  ];
}

export function DiveSiteFacts({ site }: { site: FactSite }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.25, m: 0 }}>
      {siteFacts(site).map((fact) => (
        // A <dl> allows only one wrapping <div> around each dt/dd pair, so the icon lives inside the dt,
        // positioned in the padding to the left of label and value.
        <Box key={fact.label} sx={{ position: 'relative', pl: 3.5, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
            <Box component="span" sx={{ position: 'absolute', left: 0, top: '2px', display: 'flex', color: 'secondary.main' }} aria-hidden>
              {fact.icon}
            </Box>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
