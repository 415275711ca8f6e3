import { memo } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const POINTS = [
  {
    Icon: FactCheckOutlinedIcon,
    title: 'Tested by Divers',
    text: 'We only list gear we have dived with ourselves or researched against real-world reports from Australian divers, from cold Victorian piers to tropical Queensland reefs.',
  },
  {
    Icon: SupportAgentOutlinedIcon,
    title: 'Expert Support',
    text: 'Not sure which computer, mask or wetsuit suits your diving? Ask us through the contact page and a qualified diver will help you choose, with no obligation to buy.',
  },
];

/** Memoised: the shop's typing never re-renders it. */
export const WhyShopWithUs = memo(function WhyShopWithUs() {
  // Hydrated on its own, last: nothing in it answers a tap but links.
  return (
    <HydrateApart>
      <Box component="section" aria-labelledby="why-shop-title" sx={{ mt: 8 }}>
        <Typography id="why-shop-title" variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          Why shop with us
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {POINTS.map(({ Icon, title, text }) => (
            <Paper key={title} variant="outlined" sx={{ p: 3, display: 'flex', gap: 2 }}>
              <Icon aria-hidden sx={{ fontSize: 40, color: 'secondary.main' }} />
              <Box>
                <Typography variant="h6" component="h3">
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          We do not sell directly: Check Price takes you to the seller, and we may earn a commission on qualifying purchases at no extra
          cost to you.
        </Typography>
      </Box>
    </HydrateApart>
  );
});
