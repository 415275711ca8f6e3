import { feedPrice, FeedError, parseFeed } from './feed-csv';

const HEADER = 'id,title,link,price,availability,gtin,mpn';

describe(parseFeed.name, () => {
  it('reads Google Merchant rows: quoted values, prices with their currency, availability words', () => {
    const rows = parseFeed(
      `${HEADER}\r\nPUCK-1,"Mares Puck Pro+, Black",https://s.example/p,449.00 AUD,in stock,8033683040235,414156\n` +
        `ZOOP-2,"Suunto ""Zoop"" Novo",https://s.example/z,"1,049.95 AUD",out_of_stock,,SS022386000\n`,
    );
    expect(rows).toEqual([
      {
        row: 2,
        id: 'PUCK-1',
        title: 'Mares Puck Pro+, Black',
        gtin: '8033683040235',
        mpn: '414156',
        price: '449.00',
        currency: 'AUD',
        availability: 'in_stock',
      },
      {
        row: 3,
        id: 'ZOOP-2',
        title: 'Suunto "Zoop" Novo',
        gtin: '',
        mpn: 'SS022386000',
        price: '1049.95',
        currency: 'AUD',
        availability: 'out_of_stock',
      },
    ]);
  });

  it('reads a tab-separated feed with g: prefixed columns', () => {
    const rows = parseFeed('g:id\tg:price\tg:gtin\nA1\t99 AUD\t12345670\n');
    expect(rows[0]).toMatchObject({ id: 'A1', price: '99', currency: 'AUD', gtin: '12345670', availability: 'in_stock' });
  });

  it.each([
    ['', 'The feed is empty.'],
    ['id,title\nA,B', 'Row 1: the header has no "price" column'],
    ['id,price\nA,1 AUD', 'Row 1: the header has neither a "gtin" nor an "mpn" column'],
    [`${HEADER}\nA,T,L,449.00,in stock,,M`, 'Row 2: the price "449.00" is not an amount with its currency, like "449.00 AUD".'],
    [`${HEADER}\nA,T,L,1 AUD,in stock,,M\nB,T,L,2 AUD,maybe,,M`, 'Row 3: the availability "maybe" is not one of'],
    [`${HEADER}\nA,T,L,1 AUD,in stock,123,M`, 'Row 2: the gtin "123" is not 8, 12, 13 or 14 digits.'],
    [`${HEADER}\nA,T,L,1 AUD,in stock`, 'Row 2: it has 5 values but the header has 7 columns.'],
    [`${HEADER}\nA,"T,L,1 AUD,in stock,,M`, 'Row 2: a quoted value is never closed.'],
    [`${HEADER}\n,T,L,1 AUD,in stock,,M`, 'Row 2: the id is empty.'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseFeed(text)).toThrow(FeedError);
    expect(() => parseFeed(text)).toThrow(message);
  });

  it('reads prices with the currency before or after', () => {
    expect(feedPrice('AUD 12.5')).toEqual({ price: '12.5', currency: 'AUD' });
    expect(feedPrice('12.50 usd')).toEqual({ price: '12.50', currency: 'USD' });
    expect(feedPrice('12.50')).toBeNull();
    expect(feedPrice('AUD 12 AUD')).toBeNull();
  });
});
