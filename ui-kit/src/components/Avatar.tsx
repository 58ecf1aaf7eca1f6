import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { styled } from 'styled-components';

const Root = styled(AvatarPrimitive.Root)<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
`;

const Image = styled(AvatarPrimitive.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface AvatarProps {
  /** Who it is, for the image's alt text. */
  name: string;
  /** Shown when there is no image (or it fails): usually one capital letter. */
  initial: string;
  imageUrl?: string | null | undefined;
  size?: number;
}

/** A round picture, falling back to an initial. The initial is decorative: show the name next to it. */
export function Avatar({ name, initial, imageUrl, size = 36 }: AvatarProps) {
  return (
    <Root $size={size}>
      {imageUrl ? <Image src={imageUrl} alt={name} /> : null}
      <AvatarPrimitive.Fallback aria-hidden="true">{initial}</AvatarPrimitive.Fallback>
    </Root>
  );
}
