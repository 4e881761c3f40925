// Three 600x600 flat illustrated portraits. The figure is centred so a
// circular CSS crop works as well as the square.
import { svgDoc, rect, circle, ellipse, path, uidOf, linear, BRAND } from './lib.mjs';

const S = 600;

function backdrop(bg, accent, pixel) {
  const id = uidOf('tb');
  return (
    `<defs>${linear(
      id,
      [
        [0, bg[0]],
        [1, bg[1]],
      ],
      [0, 0, 1, 1],
    )}</defs>` +
    rect(0, 0, S, S, `url(#${id})`) +
    circle(300, 300, 250, accent, 'opacity="0.35"') +
    rect(468, 110, 26, 26, pixel, 5) +
    rect(500, 142, 16, 16, pixel, 4, 'opacity="0.7"') +
    rect(92, 152, 18, 18, '#ffffff', 4, 'opacity="0.45"') +
    rect(70, 182, 12, 12, '#ffffff', 3, 'opacity="0.3"')
  );
}

function face({ skin, shade, lips = '#b45354', brow = '#2a1a14', eye = '#1f1512', blush = '#f08a8a' }) {
  return (
    ellipse(212, 288, 15, 24, shade) +
    ellipse(388, 288, 15, 24, shade) +
    ellipse(300, 272, 88, 104, skin) +
    // eyes with a small catch-light
    ellipse(268, 286, 8, 10, eye) +
    ellipse(332, 286, 8, 10, eye) +
    circle(271, 282, 2.6, '#ffffff') +
    circle(335, 282, 2.6, '#ffffff') +
    path('M250,256 Q268,246 284,254', 'none', `stroke="${brow}" stroke-width="6" stroke-linecap="round"`) +
    path('M316,254 Q332,246 350,256', 'none', `stroke="${brow}" stroke-width="6" stroke-linecap="round"`) +
    path(
      'M300,296 Q294,314 300,320 Q306,322 310,318',
      'none',
      `stroke="${shade}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    path('M276,338 Q300,362 324,338 Q300,348 276,338 Z', lips) +
    ellipse(252, 320, 15, 9, blush, 'opacity="0.35"') +
    ellipse(348, 320, 15, 9, blush, 'opacity="0.35"')
  );
}

function neck(skin, shade) {
  return rect(262, 330, 76, 120, skin, 30) + path('M262,372 Q300,398 338,372 L338,392 Q300,414 262,392 Z', shade, 'opacity="0.8"');
}

const torso = (fill) => path('M96,600 C104,486 184,432 300,432 C416,432 496,486 504,600 Z', fill);

function ploy() {
  const skin = '#e8b98f';
  const shade = '#d49b6f';
  const hair = '#1f1512';
  const top = BRAND.amber;
  return svgDoc(
    S,
    S,
    backdrop(['#5b52f0', BRAND.indigo800], '#818cf8', BRAND.amber) +
      // long hair behind
      path('M192,280 C180,150 246,136 300,136 C356,136 422,152 408,280 L430,486 C384,512 216,512 170,486 Z', hair) +
      torso(top) +
      neck(skin, shade) +
      // ribbed turtleneck collar over the neck
      rect(246, 398, 108, 62, '#f59e0b', 26) +
      path(
        'M264,410 L264,450 M282,412 L282,454 M300,412 L300,456 M318,412 L318,454 M336,410 L336,450',
        'none',
        'stroke="#d97706" stroke-width="3" stroke-linecap="round" opacity="0.6"',
      ) +
      // hair falling over the shoulders
      path('M170,486 C176,420 190,360 206,300 L236,300 C226,380 222,440 226,506 C206,504 186,498 170,486 Z', hair) +
      path('M430,486 C424,420 410,360 394,300 L364,300 C374,380 378,440 374,506 C394,504 414,498 430,486 Z', hair) +
      face({ skin, shade, lips: '#c2505a' }) +
      // blunt fringe
      path(
        'M202,262 C198,176 248,156 300,156 C354,156 404,178 398,262 C392,246 388,238 382,234 C350,226 326,224 300,226 C272,224 246,226 218,234 C212,240 206,248 202,262 Z',
        hair,
      ) +
      path('M238,176 Q300,150 362,178', 'none', 'stroke="#4a3a33" stroke-width="6" stroke-linecap="round" opacity="0.7"') +
      // hoop earrings & amber hair clip
      circle(210, 326, 13, 'none', 'stroke="#ffffff" stroke-width="4"') +
      circle(390, 326, 13, 'none', 'stroke="#ffffff" stroke-width="4"') +
      rect(352, 200, 30, 10, BRAND.amber, 5, 'transform="rotate(-20 367 205)"'),
  );
}

function arthit() {
  const skin = '#c98e62';
  const shade = '#b07650';
  const hair = '#151012';
  const hoodie = BRAND.indigo800;
  return svgDoc(
    S,
    S,
    backdrop([BRAND.amber300, BRAND.amber600], '#fde68a', BRAND.indigo) +
      torso(hoodie) +
      // hood folded around the neck
      path('M206,452 C214,398 386,398 394,452 C380,480 220,480 206,452 Z', '#312e81') +
      neck(skin, shade) +
      path('M238,448 C250,470 350,470 362,448 L362,470 C340,486 260,486 238,470 Z', '#4338ca') +
      // drawstrings
      path('M270,474 L264,548 M330,474 L336,548', 'none', 'stroke="#e0e7ff" stroke-width="6" stroke-linecap="round"') +
      rect(257, 544, 14, 20, BRAND.amber, 4) +
      rect(329, 544, 14, 20, BRAND.amber, 4) +
      face({ skin, shade, lips: '#8f4a3c', brow: hair, blush: '#e07a5f' }) +
      // short hair with a quiff
      path(
        'M208,262 C196,176 244,140 300,142 C348,134 392,164 396,226 C398,240 396,252 392,262 C386,228 374,208 358,200 C330,214 270,214 236,204 C222,220 214,240 208,262 Z',
        hair,
      ) +
      path('M250,150 C286,118 352,120 372,158 C352,146 300,146 262,166 Z', hair) +
      path('M270,160 Q320,138 356,160', 'none', 'stroke="#3b3035" stroke-width="5" stroke-linecap="round"') +
      // glasses
      rect(240, 266, 54, 40, 'none', 12, `stroke="${BRAND.slate}" stroke-width="6"`) +
      rect(306, 266, 54, 40, 'none', 12, `stroke="${BRAND.slate}" stroke-width="6"`) +
      path('M294,282 Q300,276 306,282', 'none', `stroke="${BRAND.slate}" stroke-width="5"`) +
      path('M240,280 L214,274 M360,280 L386,274', 'none', `stroke="${BRAND.slate}" stroke-width="5" stroke-linecap="round"`) +
      path('M248,276 L262,292', 'none', 'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.5"') +
      path('M314,276 L328,292', 'none', 'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.5"'),
  );
}

function mali() {
  const skin = '#f1c9a5';
  const shade = '#dcaa82';
  const hair = '#3b2418';
  const blazer = BRAND.deep;
  return svgDoc(
    S,
    S,
    backdrop(['#e0e7ff', BRAND.light2], '#ffffff', BRAND.indigo) +
      // bun
      circle(300, 138, 46, hair) +
      path('M266,126 Q300,104 334,126', 'none', 'stroke="#5a3a2a" stroke-width="5" stroke-linecap="round"') +
      torso(blazer) +
      // shirt
      path('M248,436 L300,540 L352,436 Z', '#ffffff') +
      neck(skin, shade) +
      // lapels
      path('M214,450 L248,436 L300,540 L262,600 L238,600 Z', '#312e81') +
      path('M386,450 L352,436 L300,540 L338,600 L362,600 Z', '#312e81') +
      path('M248,436 L300,540 L352,436', 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.3"') +
      // pendant
      path('M272,420 Q300,470 328,420', 'none', 'stroke="#fcd34d" stroke-width="3"') +
      path('M300,458 l8,10 l-8,10 l-8,-10 Z', BRAND.amber) +
      // lanyard pin on the lapel
      rect(356, 500, 22, 22, BRAND.amber, 5) +
      face({ skin, shade, lips: '#c4626a' }) +
      // swept-back hair with side part
      path('M206,272 C194,178 246,150 300,150 C358,150 408,180 396,270 C390,226 372,198 326,190 C300,208 250,224 206,272 Z', hair) +
      path('M326,190 C360,196 384,222 392,254', 'none', 'stroke="#5a3a2a" stroke-width="5" stroke-linecap="round" opacity="0.8"') +
      // pearl studs
      circle(212, 312, 7, '#ffffff') +
      circle(388, 312, 7, '#ffffff'),
  );
}

export const team = { ploy, arthit, mali };
