import { BadRequestException, type Type } from '@nestjs/common';
import { AddPriceFeedSourceDto, ImportPriceFeedDto } from '../../affiliate/price-feeds/price-feeds.dto';
import { createValidationPipe } from '../../common/validation';
import { CreateProductOfferDto, UpdateProductOfferDto } from './offers.dto';
import { SELLER_NAME_MAX } from './seller-name.decorator';

/** A valid body of each form that names a seller, so only sellerName decides the answer. */
const forms: [string, Type<object>, Record<string, unknown>][] = [
  ['an offer', CreateProductOfferDto, { price: 449 }],
  ['an offer change', UpdateProductOfferDto, {}],
  ['a feed upload', ImportPriceFeedDto, { csv: 'id,price\n1,10 AUD' }],
  ['a feed address', AddPriceFeedSourceDto, { url: 'https://feeds.example.com/a.csv' }],
];

describe('SellerNameField', () => {
  const sut = createValidationPipe();

  async function messages(metatype: Type<object>, body: Record<string, unknown>): Promise<string[]> {
    try {
      await sut.transform(body, { type: 'body', metatype, data: '' });
      return [];
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const message = (error.getResponse() as { message: string | string[] }).message;
      return Array.isArray(message) ? message : [message];
    }
  }

  describe.each(forms)('in %s', (_form, metatype, rest) => {
    it('keeps one line of the typed name', async () => {
      const dto = (await sut.transform({ ...rest, sellerName: '  Scuba\n  Warehouse ' }, { type: 'body', metatype, data: '' })) as {
        sellerName: string;
      };
      expect(dto.sellerName).toBe('Scuba Warehouse');
    });

    it('says a blank name is required', async () => {
      expect(await messages(metatype, { ...rest, sellerName: '   ' })).toContain('sellerName is required');
    });

    it('refuses a name longer than the column', async () => {
      expect(await messages(metatype, { ...rest, sellerName: 'x'.repeat(SELLER_NAME_MAX) })).toEqual([]);
      expect(await messages(metatype, { ...rest, sellerName: 'x'.repeat(SELLER_NAME_MAX + 1) })).toContain(
        `sellerName must be shorter than or equal to ${SELLER_NAME_MAX} characters`,
      );
    });

    it('refuses a name that is not text', async () => {
      expect(await messages(metatype, { ...rest, sellerName: 42 })).toContain('sellerName must be a string');
    });
  });
});
