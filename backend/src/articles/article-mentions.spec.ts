import { findMentions, nameForms, reviewedProductName } from './article-mentions';

const reviews = [
  { slug: 'mares-puck-pro-plus-review', title: 'Mares Puck Pro+ Review: An Affordable First Dive Computer' },
  { slug: 'shearwater-perdix-2-review', title: 'Shearwater Perdix 2 Review: The Computer You Grow Into' },
  { slug: 'shearwater-teric-review', title: 'Shearwater Teric Review: A Serious Dive Computer in a Watch' },
  { slug: 'apeks-xtx50-review', title: 'Apeks XTX50 Regulator Review: A Workhorse' },
];
const products = [
  { id: 3, name: 'Suunto Zoop Novo' },
  { id: 7, name: 'Apeks XTX50 Regulator' },
  { id: 9, name: 'Suunto D5' },
];

describe(findMentions.name, () => {
  it('links the reviews and products an article names, in the order it names them', () => {
    const content =
      'Entry-level computers such as the Mares Puck Pro+ or Suunto Zoop Novo. Premium ones like the Shearwater Perdix 2 or Teric.';
    expect(findMentions(content, reviews, products)).toEqual([
      { kind: 'review', name: 'Mares Puck Pro+', path: '/gear-reviews/mares-puck-pro-plus-review' },
      { kind: 'product', name: 'Suunto Zoop Novo', path: '/shop/3' },
      { kind: 'review', name: 'Shearwater Perdix 2', path: '/gear-reviews/shearwater-perdix-2-review' },
      { kind: 'review', name: 'Shearwater Teric', path: '/gear-reviews/shearwater-teric-review' },
    ]);
  });

  it('links a reviewed product once, to its review', () => {
    expect(findMentions('We breathe off the Apeks XTX50 all winter.', reviews, products)).toEqual([
      { kind: 'review', name: 'Apeks XTX50 Regulator', path: '/gear-reviews/apeks-xtx50-review' },
    ]);
  });

  it('matches whole words only, and never a bare short model number', () => {
    expect(findMentions('A hysteric dive in D5 conditions.', reviews, products)).toEqual([]);
  });
});

describe(nameForms.name, () => {
  it('offers the full name, the name without a kind of gear, and without the brand', () => {
    expect(nameForms('Apeks XTX50 Regulator')).toEqual(['Apeks XTX50 Regulator', 'Apeks XTX50', 'XTX50']);
    expect(nameForms('Suunto D5')).toEqual(['Suunto D5']);
  });
});

describe(reviewedProductName.name, () => {
  it('reads the product from the review title', () => {
    expect(reviewedProductName('Mares Puck Pro+ Review: An Affordable First Dive Computer')).toBe('Mares Puck Pro+');
    expect(reviewedProductName('A title without the word')).toBe('A title without the word');
  });
});
