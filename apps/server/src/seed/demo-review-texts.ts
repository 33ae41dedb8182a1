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

/** A review of one of the showcase products, by the parent who bought it. */
export interface ShowcaseReview extends DemoReviewText {
  /** A DemoReviewer's name. */
  by: string;
  /** The size they bought: what their child wears, as the review says. */
  size: string;
  /** Written this many days before the demo's today, in the evening or daytime, shop time. */
  daysAgo: number;
}

/**
 * The demo's most-loved products, one of each of four categories, each with a dozen reviews or so:
 * enough for a product page to page and sort them. Keyed by product name and colour (the first
 * colour of a style); every reviewer bought what they review in one order.
 */
export const SHOWCASE_REVIEWS: readonly {
  product: string;
  colour: string;
  reviews: readonly ShowcaseReview[];
}[] = [
  {
    product: 'Blossom Puff-Sleeve Frock',
    colour: 'Pink',
    reviews: [
      {
        by: 'Shreya Ghosh',
        size: '4-5Y',
        daysAgo: 63,
        rating: 5,
        title: 'Her favourite for every party',
        body: "Bought this for my daughter's fourth birthday and she has worn it to three more parties since. The petticoat gives it a lovely flare without being scratchy, and the collar stays crisp after washing.",
      },
      {
        by: 'Neha Agarwal',
        size: '6-7Y',
        daysAgo: 52,
        rating: 5,
        title: 'Worth every rupee',
        body: 'I was unsure about paying this much for a frock, but the quality is far better than what we find in our local market. Pure cotton, neat stitching inside, and the scalloped hem is properly finished. My daughter is six and slim; the 6-7Y fits with a little room to grow. Hand washed in cold water, no colour bleeding at all.',
      },
      {
        by: 'Anjali Menon',
        size: '3-4Y',
        daysAgo: 47,
        rating: 4,
        title: 'Pretty, sleeves a bit too puffy',
        body: 'Lovely frock and the fabric is soft. The puff sleeves are bigger than they look in the photo, but my daughter thinks that is the best part.',
      },
      {
        by: 'Lakshmi Venkatesh',
        size: '8-9Y',
        daysAgo: 44,
        rating: 5,
        title: 'Even Amma approved the stitching',
        body: 'Ordered it for a family wedding. My mother has been tailoring for forty years and she turned it inside out to check the seams. She was impressed, and that does not happen often!',
      },
      {
        by: 'Pooja Desai',
        size: '4-5Y',
        daysAgo: 40,
        rating: 3,
        title: 'Runs small across the chest',
        body: 'Fabric and finish are good, but the 4-5Y was tight across the chest for my four year old. We exchanged it for the 6-7Y, which fits. Do check the size chart before ordering.',
      },
      {
        by: 'Deepa Krishnan',
        size: '2-3Y',
        daysAgo: 30,
        rating: 5,
        title: 'Soft enough for Chennai summers',
        body: 'Breathable cotton, so she did not fuss even in the afternoon heat.',
      },
      {
        by: 'Fatima Sheikh',
        size: '6-7Y',
        daysAgo: 25,
        rating: 4,
        title: 'Lovely, but needs ironing',
        body: 'Looks beautiful in photos. The cotton creases after every wash so it needs a quick iron, but the pink has stayed bright after five or six washes.',
      },
      {
        by: 'Harpreet Kaur',
        size: '4-5Y',
        daysAgo: 19,
        rating: 5,
        title: 'So many compliments',
        body: "She wore it to her cousin's birthday and three mothers asked me where it was from. Reached Chandigarh in three days, neatly packed.",
      },
      {
        by: 'Amit Saxena',
        size: '3-4Y',
        daysAgo: 15,
        rating: 2,
        title: 'Paler than the photo, lining frayed',
        body: 'The pink is much paler than in the picture, and the petticoat lining started fraying at the hem after two gentle washes. My daughter still likes wearing it, but I expected better at this price.',
      },
      {
        by: 'Kavya Rao',
        size: '6-7Y',
        daysAgo: 14,
        rating: 5,
        title: 'Made for twirling',
        body: 'My daughter spins around in it all day. The petticoat is sewn in, so there is no itchy net against her legs. I machine wash it on the gentle cycle inside a laundry bag and it comes out fine.',
      },
      {
        by: 'Divya Pillai',
        size: '8-9Y',
        daysAgo: 9,
        rating: 4,
        title: 'A little short for tall girls',
        body: 'My daughter is tall for eight and the 8-9Y falls just above her knee. Otherwise very nicely made, and the buttons at the back are easy to do up.',
      },
      {
        by: 'Ritu Malhotra',
        size: '2-3Y',
        daysAgo: 3,
        rating: 5,
        title: 'Perfect for her birthday photos',
        body: 'Bought it for her second birthday photoshoot and it looks exactly like the picture. Soft on the skin.',
      },
    ],
  },
  {
    product: 'Dino Roar Half-Sleeve Tee',
    colour: 'Sky blue',
    reviews: [
      {
        by: 'Nikhil Bansal',
        size: '4-5Y',
        daysAgo: 49,
        rating: 5,
        title: 'Approved by a dinosaur expert',
        body: 'My son is crazy about dinosaurs and would wear this every day if we let him. After six weeks of regular washing the print is still sharp and the neck has not stretched out.',
      },
      {
        by: 'Lakshmi Venkatesh',
        size: '6-7Y',
        daysAgo: 44,
        rating: 4,
        title: 'Good cotton, slightly long',
        body: 'Thick, soft cotton. The 6-7Y is a little long in the body for my son, but it looks fine tucked into shorts.',
      },
      {
        by: 'Karthik Subramanian',
        size: '3-4Y',
        daysAgo: 38,
        rating: 5,
        title: 'Our everyday tee now',
        body: 'We ordered two more after the first one. Breathable enough for Coimbatore afternoons and no rashes on his neck.',
      },
      {
        by: 'Vikram Joshi',
        size: '8-9Y',
        daysAgo: 33,
        rating: 4,
        title: 'Nice print, true to size',
        body: 'Fits as expected and the dinos are cute without being babyish for an eight year old.',
      },
      {
        by: 'Aditi Kulkarni',
        size: '2-3Y',
        daysAgo: 29,
        rating: 5,
        title: 'Stains wash right out',
        body: 'Dal and mango stains came out in a normal wash with no fading. The neck opening is wide enough to pull over his head without tears.',
      },
      {
        by: 'Manpreet Gill',
        size: '6-7Y',
        daysAgo: 27,
        rating: 3,
        title: 'Colour dulled a little',
        body: 'Decent tee, but the sky blue has gone a shade duller after a month of machine washing. The print itself is still fine.',
      },
      {
        by: 'Farhan Qureshi',
        size: '4-5Y',
        daysAgo: 24,
        rating: 5,
        title: 'Great value',
        body: 'A steal at the sale price. Soft fabric, neat stitching, and my son roars at everyone when he wears it.',
      },
      {
        by: 'Harpreet Kaur',
        size: '4-5Y',
        daysAgo: 19,
        rating: 4,
        title: 'Comfortable for evening play',
        body: 'He wears it to the park every evening. Comfortable, though it wrinkles if it is not hung up straight after the wash.',
      },
      {
        by: 'Amit Saxena',
        size: '3-4Y',
        daysAgo: 17,
        rating: 2,
        title: 'Shrank in a warm wash',
        body: 'Maybe my mistake for using warm water, but it shrank almost a full size. Stick to cold washes with this one.',
      },
      {
        by: 'Rahul Chatterjee',
        size: '8-9Y',
        daysAgo: 12,
        rating: 5,
        title: 'He wants it in every colour',
        body: 'Good quality, good fit. Please bring it out in more colours!',
      },
      {
        by: 'Suresh Gowda',
        size: '6-7Y',
        daysAgo: 6,
        rating: 4,
        title: 'Soft and light',
        body: 'Light cotton that suits our weather. Sizing is regular, we took his usual size.',
      },
      {
        by: 'Divya Pillai',
        size: '2-3Y',
        daysAgo: 5,
        rating: 5,
        title: 'A happy nephew',
        body: 'Gifted it to my nephew along with the frock I bought for my daughter. Both children happy, both mothers happy.',
      },
    ],
  },
  {
    product: 'Lace-Up Canvas Sneakers',
    colour: 'Navy',
    reviews: [
      {
        by: 'Vikram Joshi',
        size: 'UK 11',
        daysAgo: 31,
        rating: 5,
        title: 'Survived a month of football',
        body: 'My son wears them to school and to football practice every evening. The sole grips well, and the canvas cleans up nicely with an old toothbrush and soap.',
      },
      {
        by: 'Deepa Krishnan',
        size: 'UK 9',
        daysAgo: 28,
        rating: 4,
        title: 'Comfortable, laces keep opening',
        body: 'Light and comfortable. The only trouble is that the laces are slippery and keep coming undone, so we swapped them for cotton ones.',
      },
      {
        by: 'Manpreet Gill',
        size: 'UK 10',
        daysAgo: 26,
        rating: 3,
        title: 'Take one size up',
        body: 'Quality is good but the sizes run small. Measure your child’s foot first; we had to exchange them for one size bigger.',
      },
      {
        by: 'Farhan Qureshi',
        size: 'UK 8',
        daysAgo: 22,
        rating: 5,
        title: 'No shoe bites',
        body: 'The cushioned insole is really soft. No blisters, even on the first day of wearing them all day.',
      },
      {
        by: 'Fatima Sheikh',
        size: 'UK 7',
        daysAgo: 21,
        rating: 4,
        title: 'Held up in the Mumbai rain',
        body: 'They got soaked on the way back from school and were dry by the next morning. The navy hides the mud well. One star less because the insole does not come out for washing.',
      },
      {
        by: 'Harpreet Kaur',
        size: 'UK 9',
        daysAgo: 16,
        rating: 5,
        title: 'Easy for him to put on',
        body: 'Good grip on our marble floors, and he ties them himself now.',
      },
      {
        by: 'Amit Saxena',
        size: 'UK 10',
        daysAgo: 14,
        rating: 2,
        title: 'Rubber toe started peeling',
        body: 'The rubber at the toe began coming away from the canvas after three weeks. Comfortable otherwise, but not sturdy enough for a boy who plays football every day.',
      },
      {
        by: 'Rahul Chatterjee',
        size: 'UK 8',
        daysAgo: 9,
        rating: 5,
        title: 'Light and grippy',
        body: 'Much lighter than his old school shoes and he runs faster in them, he says.',
      },
      {
        by: 'Kavya Rao',
        size: 'UK 7',
        daysAgo: 8,
        rating: 4,
        title: 'Smart enough for school events',
        body: 'They look smart with uniform trousers. A little stiff for the first two days, then comfortable.',
      },
      {
        by: 'Suresh Gowda',
        size: 'UK 11',
        daysAgo: 4,
        rating: 4,
        title: 'Good for wide feet',
        body: 'Fits my son’s wide feet well without pinching. Washed them on a gentle cycle and dried them in the shade, no damage.',
      },
      {
        by: 'Ritu Malhotra',
        size: 'UK 6',
        daysAgo: 2,
        rating: 5,
        title: 'Exactly as pictured',
        body: 'Came quickly in a proper shoe box. Fits my five year old perfectly with socks.',
      },
    ],
  },
  {
    product: 'Button-Front Cotton Romper',
    colour: 'Peach',
    reviews: [
      {
        by: 'Anjali Menon',
        size: '3-6M',
        daysAgo: 53,
        rating: 5,
        title: 'Changing is so quick',
        body: 'The snaps on the legs mean I do not have to take the whole romper off for a nappy change. Soft, breathable and perfect for our humid weather.',
      },
      {
        by: 'Neha Agarwal',
        size: '6-9M',
        daysAgo: 50,
        rating: 5,
        title: 'Gentle on her skin',
        body: 'My daughter has very sensitive skin and gets red patches from most clothes, but not from this one. Washed it many times with a mild baby detergent and it is still soft.',
      },
      {
        by: 'Nikhil Bansal',
        size: '9-12M',
        daysAgo: 42,
        rating: 4,
        title: 'Cute, buttons are only for show',
        body: 'Lovely colour and fabric. The front buttons are decorative, so you still use the snaps to get it on, which took me a day to figure out.',
      },
      {
        by: 'Lakshmi Venkatesh',
        size: '0-3M',
        daysAgo: 40,
        rating: 5,
        title: 'A lovely baby shower gift',
        body: 'Sent it as a gift for my colleague’s newborn. She messaged me a photo of the baby in it, and says it is the softest thing the baby owns.',
      },
      {
        by: 'Pooja Desai',
        size: '6-9M',
        daysAgo: 37,
        rating: 3,
        title: 'Snaps are stiff at first',
        body: 'Good fabric, but the snaps were very stiff for the first week, which is not fun with a wriggly baby at two in the morning. They have loosened up after a few washes.',
      },
      {
        by: 'Aditi Kulkarni',
        size: '12-18M',
        daysAgo: 35,
        rating: 4,
        title: 'Good for a crawler',
        body: 'Short legs mean nothing bunches up at the knees while she crawls. The collar curled a little after washing.',
      },
      {
        by: 'Karthik Subramanian',
        size: '3-6M',
        daysAgo: 34,
        rating: 5,
        title: 'Our son lives in these',
        body: 'Bought one, then came back for the next size. Comfortable in the heat and the stitching is soft inside, no rough seams.',
      },
      {
        by: 'Deepa Krishnan',
        size: '9-12M',
        daysAgo: 26,
        rating: 5,
        title: 'Washes well',
        body: 'Machine washed it many times with no shrinking and no fading.',
      },
      {
        by: 'Rahul Chatterjee',
        size: '6-9M',
        daysAgo: 15,
        rating: 4,
        title: 'Nice, order a size up',
        body: 'Soft and well made. Our seven month old is on the chubby side, and the 6-9M is already snug, so I would take the next size.',
      },
      {
        by: 'Kavya Rao',
        size: '3-6M',
        daysAgo: 11,
        rating: 2,
        title: 'Too small for the size given',
        body: 'The 3-6M did not fit my four month old at all; it looks more like a 0-3M. The fabric is lovely, but the sizing needs correcting.',
      },
      {
        by: 'Divya Pillai',
        size: '0-3M',
        daysAgo: 7,
        rating: 5,
        title: 'Sweet and soft',
        body: 'The peach colour is even prettier in person. Our newborn looks adorable in it and it is easy to put on.',
      },
    ],
  },
];
