export const VALUES = [
  {
    title: 'Honest Reviews',
    text: 'We only recommend gear we would dive with ourselves. If something leaks, fogs or falls apart, we say so, whoever makes it and whatever it pays.',
  },
  {
    title: 'Safety First',
    text: 'Good diving is safe diving. Our guides point out currents, depths and hazards plainly, and we never encourage anyone to dive beyond their training.',
  },
  {
    title: 'Conservation',
    text: 'Australia’s reefs, kelp forests and grey nurse sharks need protecting. We promote reef-safe habits, marine park rules and operators who care for their sites.',
  },
] as const;

export const TEAM = [
  {
    name: 'Mia',
    role: 'Founder & Editor',
    bio: 'A PADI Divemaster who learned to dive at Nelson Bay. Mia sets our editorial rules and still answers most of your emails.',
  },
  {
    name: 'Jack',
    role: 'Gear Reviewer',
    bio: 'Former dive-shop technician who has serviced more regulators than he can count. Jack tests every piece of gear in the water, not on a desk.',
  },
  {
    name: 'Priya',
    role: 'Dive Sites & Marine Life Writer',
    bio: 'Marine science graduate and underwater photographer. Priya writes our site guides, from Ningaloo whale sharks to Tasmanian kelp.',
  },
] as const;
