/** A review one of the demo's customers wrote, for a product of one category. */
export interface DemoReviewText {
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
}

/**
 * What the demo's customers wrote, by the category of what they bought: written by hand so the
 * demo reads like a shop's real page, the kind and the critical alike. Each is used at most once.
 */
export const DEMO_REVIEW_TEXTS: Record<string, readonly DemoReviewText[]> = {
  Boys: [
    {
      rating: 5,
      title: 'Soft and survives the wash',
      body: 'My son has worn this to school and the park for a month. Washed it a dozen times and the colour has not faded at all.',
    },
    {
      rating: 4,
      title: 'Good fit, runs a little long',
      body: 'Nice thick cotton and the print is sharp. The length is a bit more than other brands, so he will grow into it.',
    },
    {
      rating: 5,
      title: 'He refuses to take it off',
      body: 'Bought it for his fifth birthday. Comfortable enough that he wanted to sleep in it. Stitching is neat.',
    },
    {
      rating: 2,
      title: 'Shrank after the first wash',
      body: 'Looked lovely when it arrived, but it shrank nearly a size after one cold wash. Now it is tight at the shoulders.',
    },
    {
      rating: 3,
      title: 'Fine for the price',
      body: 'Decent everyday wear. The fabric is thinner than I expected, fine for summer but not much more.',
    },
  ],
  Girls: [
    {
      rating: 5,
      title: 'Perfect for her birthday party',
      body: 'The dress looked even prettier than the photos. It was comfortable enough for her to run around all evening.',
    },
    {
      rating: 4,
      title: 'Lovely colours',
      body: 'The colours are bright and did not bleed in the wash. Took one size up as advised and it fits well.',
    },
    {
      rating: 5,
      title: 'Second one I have bought',
      body: 'Bought one in the spring and she loved it, so ordered again in the next size. Same quality both times.',
    },
    {
      rating: 3,
      title: 'Cute but the button came loose',
      body: 'She loves wearing it, but one button came off within a week. Easy to sew back on, still a bit disappointing.',
    },
    {
      rating: 1,
      title: 'Not what the picture shows',
      body: 'The fabric feels synthetic and scratchy, nothing like the soft cotton I expected. My daughter would not wear it.',
    },
  ],
  Infants: [
    {
      rating: 5,
      title: 'Gentle on sensitive skin',
      body: 'Our baby gets rashes from most clothes, but not from this. The snaps at the bottom make changing quick.',
    },
    {
      rating: 4,
      title: 'Soft, sizes run small',
      body: 'Very soft fabric. Our four month old needed the 6-9 months size already, so order one size up.',
    },
    {
      rating: 5,
      title: 'Lovely gift',
      body: 'Sent this to my niece. My sister says it is the softest thing the baby has and it washes well.',
    },
    {
      rating: 2,
      title: 'Snaps are too stiff',
      body: 'The fabric is nice but the snaps are so stiff that changing a wriggly baby at night is a struggle.',
    },
  ],
  Footwear: [
    {
      rating: 5,
      title: 'No more slipping',
      body: 'The sole grips well even on our marble floors. Easy for my son to put on by himself with the strap.',
    },
    {
      rating: 4,
      title: 'Comfortable from day one',
      body: 'No blisters even on the first day out. They run slightly wide, which suits my daughter well.',
    },
    {
      rating: 2,
      title: 'Sole came apart',
      body: 'Comfortable at first, but the sole started peeling at the toe after three weeks of school use.',
    },
    {
      rating: 3,
      title: 'Order a size up',
      body: 'Good quality, but the sizes run small. We had to exchange for the next size, which now fits well.',
    },
  ],
  Accessories: [
    {
      rating: 5,
      title: 'Good quality for the price',
      body: 'Well made and holds up to daily use. My daughter takes it everywhere and it still looks new.',
    },
    {
      rating: 4,
      title: 'Nice, colour slightly different',
      body: 'Sturdy and cute. The colour is a shade darker than on the screen, but we like it anyway.',
    },
    {
      rating: 3,
      title: 'Okay, a little small',
      body: 'Does the job, but it is smaller than I imagined from the photos. Fine for a toddler, not for an older child.',
    },
  ],
  Nightwear: [
    {
      rating: 5,
      title: 'Bedtime is easier now',
      body: 'Soft, breathable cotton, so he does not wake up sweaty. He asks for his dinosaur pyjamas every night.',
    },
    {
      rating: 4,
      title: 'Comfortable, waistband a bit tight',
      body: 'Lovely soft fabric and the print is adorable. The elastic is a little tight at first but eased after a wash.',
    },
    {
      rating: 5,
      title: 'Ordered two more',
      body: 'So comfortable that we ordered two more sets. Has kept its shape after many washes.',
    },
    {
      rating: 2,
      title: 'Print faded quickly',
      body: 'Very comfortable, but the print faded after about five washes even though I washed it inside out.',
    },
  ],
  'Ethnic Wear': [
    {
      rating: 5,
      title: 'Beautiful for Diwali',
      body: 'Wore it for Diwali and everyone asked where it was from. The fabric is comfortable, not itchy like most festive wear.',
    },
    {
      rating: 4,
      title: 'Lovely work, check the length',
      body: 'The print and finish are lovely. It was a little long for my son, so we had it hemmed.',
    },
    {
      rating: 3,
      title: 'Pretty but needs care',
      body: 'Looks beautiful, but it creases easily and needs ironing every time. Fine for occasions.',
    },
  ],
};
