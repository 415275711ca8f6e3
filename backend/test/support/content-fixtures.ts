/** A valid body for each kind of content the owner creates, shared by the API tests that create it. */

export const validProduct = {
  name: 'Atomic Aquatics Venom Mask',
  category: 'masks',
  description: 'Frameless low-volume mask with a wide field of view and an easy-adjust strap.',
  price: '189.95',
  rating: '4.6',
  imageUrl: 'https://images.example.com.au/venom.jpg',
  affiliateLink: 'https://shop.example.com.au/masks/venom?aff=divedownunder',
  reviewCount: 42,
  featured: false,
};

export const validDiveSite = {
  name: 'Zz Test Bommie',
  region: 'Sydney',
  latitude: -33.8,
  longitude: 151.29,
  description: 'A test bommie covered in sponges.',
  skillLevel: 'Intermediate',
  depthRange: '8-22m',
  waterTemp: '17-23°C',
  bestTime: 'All year',
};

export const validReview = {
  title: 'Aqua Lung Hero Wetsuit: Warm Enough for Melbourne?',
  content: '## Fit\n\nA snug 7 mm suit that kept us warm at Portsea Pier in July.\n\n**Verdict:** worth it.',
  category: 'Wetsuits',
  price: '$549 AUD',
  rating: '4.5',
  purchaseLink: 'https://shop.example.com.au/wetsuits/hero?aff=divedownunder',
  imageUrl: 'https://images.example.com.au/hero.jpg',
};
