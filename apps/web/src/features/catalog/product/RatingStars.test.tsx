import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';

describe('the rating line', () => {
  it('shows the reviews’ average to one decimal, its stars and the count', () => {
    render(<RatingStars averageRating={4.3} reviewCount={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3 · 12 reviews')).toBeInTheDocument();
  });

  it('says one review in the singular', () => {
    render(<RatingStars averageRating={5} reviewCount={1} />);
    expect(screen.getByText('5.0 · 1 review')).toBeInTheDocument();
  });

  it('says there are none rather than show a rating', () => {
    render(<RatingStars averageRating={null} reviewCount={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
