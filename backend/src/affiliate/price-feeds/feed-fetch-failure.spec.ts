import { feedFetchFailure } from './feed-fetch-failure';

const answer = (status: number | null, error = '', html = '') => ({ status, finalUrl: 'https://network.example/feed.csv', html, error });

describe(feedFetchFailure.name, () => {
  it.each([
    [500, "the network's server had a fault (error 500); the next try may work"],
    [503, "the network's server had a fault (error 503); the next try may work"],
    [404, 'nothing is at this address (error 404); check the feed address with the network'],
    [403, 'the network refused to give it (error 403); the address may need its access key'],
    [429, 'the network asked us to wait (error 429); try again later'],
    [304, 'the address gave something other than the feed (error 304)'],
  ])('puts an answer of %i in words', (status, reason) => {
    expect(feedFetchFailure(answer(status))).toBe(`The feed could not be fetched: ${reason}. Prices stay as they were.`);
  });

  it('keeps the words of a network error', () => {
    expect(feedFetchFailure(answer(null, "The seller's server refused the connection (ECONNREFUSED)"))).toBe(
      "The feed could not be fetched: the seller's server refused the connection (ECONNREFUSED). Prices stay as they were.",
    );
  });

  it('leaves a 2xx answer, even an empty one, to the feed checks', () => {
    expect(feedFetchFailure(answer(200, '', 'id,price'))).toBeNull();
    expect(feedFetchFailure(answer(204))).toBeNull();
  });
});
