/**
 * The demo catalogue of a Marrakech tour operator (at least 6 tours that read as real),
 * as data: scripts/demo/seed.ts enters it through the site's own admin and public paths
 * (docs/decisions/029). Descriptions are the HTML a Quill editor produces (p, h2, h3, strong, em,
 * ul/ol/li) and that the sanitizer keeps. Photos are files of scripts/demo/photos/, by name.
 */
import type { BookingInput } from '@mt/contracts/bookings';
import type { ReviewSubmission } from '@mt/contracts/reviews';
import type { GroupPricingInput, TagInput, TourImageInput, TourInput } from '@mt/contracts/tours';

/** A tour photo: its file in scripts/demo/photos/ (without `.jpg`) and its alt text. */
export type DemoImage = Omit<TourImageInput, 'image_url'> & { photo: string };

export interface DemoTour {
  /** The tour as the admin form sends it, its images still files to upload. */
  tour: Omit<TourInput, 'images'> & { images: DemoImage[] };
  tiers: GroupPricingInput[];
  /** Names of DEMO_TAGS entries. */
  tag_names: string[];
}

/** A review, written by a customer who booked the tour at `tour` (an index in DEMO_TOURS). */
export interface DemoReview {
  tour: number;
  booking: Pick<BookingInput, 'customer_name' | 'email' | 'number_of_participants' | 'language'>;
  review: ReviewSubmission;
}

/** A public gallery photo: its file in scripts/demo/photos/ and its captions in both languages. */
export interface DemoGalleryPhoto {
  photo: string;
  caption: string;
  caption_fr: string;
}

export const DEMO_TAGS: TagInput[] = [
  { name: 'Desert', name_fr: 'Désert', icon: '🏜️' },
  { name: 'Camel ride', name_fr: 'Balade à dromadaire', icon: '🐪' },
  { name: 'Hiking', name_fr: 'Randonnée', icon: '🥾' },
  { name: 'Mountains', name_fr: 'Montagne', icon: '⛰️' },
  { name: 'Culture', name_fr: 'Culture', icon: '🕌' },
  { name: 'Food', name_fr: 'Gastronomie', icon: '🥘' },
  { name: 'Small group', name_fr: 'Petit groupe', icon: '👥' },
  { name: 'Family friendly', name_fr: 'En famille', icon: '👨‍👩‍👧' },
  { name: 'Photography', name_fr: 'Photographie', icon: '📸' },
  { name: 'Overnight', name_fr: 'Nuit sur place', icon: '🏕️' },
  { name: 'Coast', name_fr: 'Littoral', icon: '🌊' },
];

/** The first photo is the main one; display_order follows the list. */
function photos(...items: [photo: string, alt: string][]): DemoImage[] {
  return items.map(([photo, alt], index) => ({
    photo,
    is_main: index === 0,
    display_order: index,
    alt_text: alt,
  }));
}

/** Toubkal's fixed departures: the next ten Saturdays from three weeks on, so they stay ahead. */
function saturdays(count: number, from = new Date()): string[] {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 21));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return Array.from({ length: count }, (_, index) =>
    new Date(day.getTime() + index * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

const html = (...blocks: string[]): string => blocks.join('');

const MERZOUGA: DemoTour = {
  tour: {
    title: '3-Day Sahara Desert Tour from Marrakech to Merzouga',
    title_fr: 'Circuit de 3 jours dans le désert du Sahara, de Marrakech à Merzouga',
    duration: '3 days / 2 nights',
    duration_fr: '3 jours / 2 nuits',
    location: 'Merzouga, Sahara Desert',
    location_fr: 'Merzouga, désert du Sahara',
    meeting_point:
      'Pick-up at your hotel or riad in Marrakech at 7:00; we meet you at the nearest street a car can reach.',
    meeting_point_fr:
      'Prise en charge à votre hôtel ou riad de Marrakech à 7 h ; nous vous retrouvons à la rue la plus proche accessible en voiture.',
    price: 249,
    max_participants: 16,
    difficulty_level: 'Moderate',
    includes: [
      'Hotel or riad pick-up and drop-off in Marrakech',
      'Air-conditioned minivan with an English- and French-speaking driver-guide',
      'Local guide for the visit of Ait Benhaddou',
      '1 night in a Dades Valley guesthouse with dinner and breakfast',
      '1 night in a desert camp at Erg Chebbi with dinner and breakfast',
      'Camel ride at sunset and back at sunrise',
      'Bottled water in the vehicle',
    ],
    includes_fr: [
      'Prise en charge et retour à votre hôtel ou riad à Marrakech',
      'Minibus climatisé avec chauffeur-guide francophone et anglophone',
      'Guide local pour la visite d’Aït-Ben-Haddou',
      '1 nuit en maison d’hôtes dans la vallée du Dadès, dîner et petit-déjeuner compris',
      '1 nuit en campement dans l’erg Chebbi, dîner et petit-déjeuner compris',
      'Balade à dos de dromadaire au coucher du soleil, retour au lever du soleil',
      'Eau minérale à bord du véhicule',
    ],
    available_dates: [],
    description: html(
      '<p>Three days, two nights and roughly 1,100 km of road, from the High Atlas to the dunes of Erg Chebbi. It is a long drive, but we stop often and the scenery keeps changing: mountain passes, kasbahs, palm groves and, finally, the sand.</p>',
      '<h2>Itinerary</h2>',
      '<h3>Day 1: Marrakech – Ait Benhaddou – Dades Valley</h3>',
      '<p>Pick-up at 7:00. We cross the High Atlas by the Tizi n’Tichka pass (2,260 m) and visit the fortified village of <strong>Ait Benhaddou</strong> with a local guide. After lunch in Ouarzazate we follow the Road of a Thousand Kasbahs through the Rose Valley to our guesthouse in the <strong>Dades Gorges</strong>.</p>',
      '<h3>Day 2: Todra Gorges – Merzouga</h3>',
      '<p>A short walk beneath the cliffs of the <strong>Todra Gorges</strong>, up to 300 metres high, then on through Tinejdad and Erfoud to Merzouga. Late in the afternoon you ride a camel into the dunes of <strong>Erg Chebbi</strong> as the sun goes down. Dinner, drums and a sky full of stars at the camp.</p>',
      '<h3>Day 3: Sunrise – Marrakech</h3>',
      '<p>Wake early to watch the sunrise from the dunes, ride back to Merzouga for breakfast and a shower, then drive back to Marrakech through Nkob and the Draa Valley, arriving around 20:00.</p>',
      '<h2>Good to know</h2>',
      '<ul>',
      '<li>Lunches and drinks are not included; allow about €10 per meal.</li>',
      '<li>Desert nights are cold from November to March: bring a warm layer.</li>',
      '<li>Tents at the camp have proper beds; bathrooms are shared, and a tent with a <em>private</em> bathroom is available for a supplement.</li>',
      '</ul>',
    ),
    description_fr: html(
      '<p>Trois jours, deux nuits et environ 1 100 km de route, du Haut Atlas jusqu’aux dunes de l’erg Chebbi. Le trajet est long, mais les arrêts sont nombreux et le paysage ne cesse de changer : cols de montagne, kasbahs, palmeraies et, pour finir, le sable.</p>',
      '<h2>Programme</h2>',
      '<h3>Jour 1 : Marrakech – Aït-Ben-Haddou – vallée du Dadès</h3>',
      '<p>Départ à 7 h. Nous franchissons le Haut Atlas par le col du Tizi n’Tichka (2 260 m), puis visitons le ksar d’<strong>Aït-Ben-Haddou</strong> avec un guide local. Après le déjeuner à Ouarzazate, nous suivons la route des Mille Kasbahs et la vallée des Roses jusqu’à notre maison d’hôtes, dans les <strong>gorges du Dadès</strong>.</p>',
      '<h3>Jour 2 : gorges du Todra – Merzouga</h3>',
      '<p>Courte promenade au pied des falaises des <strong>gorges du Todra</strong>, hautes de près de 300 mètres, puis route vers Merzouga par Tinejdad et Erfoud. En fin d’après-midi, vous partez à dos de dromadaire dans les dunes de l’<strong>erg Chebbi</strong>, au moment où le soleil se couche. Dîner, tambours et ciel étoilé au campement.</p>',
      '<h3>Jour 3 : lever du soleil – Marrakech</h3>',
      '<p>Réveil matinal pour assister au lever du soleil sur les dunes, retour à dos de dromadaire jusqu’à Merzouga pour le petit-déjeuner et une douche, puis route vers Marrakech par N’Kob et la vallée du Drâa. Arrivée vers 20 h.</p>',
      '<h2>Bon à savoir</h2>',
      '<ul>',
      '<li>Les déjeuners et les boissons ne sont pas compris : comptez environ 10 € par repas.</li>',
      '<li>De novembre à mars, les nuits sont froides dans le désert : prévoyez un vêtement chaud.</li>',
      '<li>Les tentes du campement ont de vrais lits ; les sanitaires sont partagés, mais une tente avec salle de bain <em>privée</em> est proposée avec supplément.</li>',
      '</ul>',
    ),
    images: photos(
      ['merzouga-dunes-1', 'Camel caravan crossing the orange dunes of Erg Chebbi at sunset'],
      ['ait-benhaddou-1', 'The earthen kasbahs of Ait Benhaddou on a hillside above the river'],
      ['todra-gorges-1', 'Sheer red cliffs of the Todra Gorges with a path along the stream'],
      ['merzouga-camp-1', 'Berber tents of the desert camp lit by lanterns at dusk'],
      ['dades-road-1', 'Hairpin bends of the road climbing out of the Dades Gorges'],
    ),
  },
  tiers: [
    { min_participants: 2, max_participants: 3, price_per_person: 219 },
    { min_participants: 4, max_participants: 7, price_per_person: 195 },
    { min_participants: 8, max_participants: 16, price_per_person: 179 },
  ],
  tag_names: ['Desert', 'Camel ride', 'Overnight', 'Culture', 'Photography'],
};

const AGAFAY: DemoTour = {
  tour: {
    title: 'Agafay Desert Sunset, Camel Ride & Dinner',
    title_fr: 'Coucher de soleil, balade à dromadaire et dîner dans le désert d’Agafay',
    duration: 'Half day (6 hours)',
    duration_fr: 'Demi-journée (6 heures)',
    location: 'Agafay Desert, near Marrakech',
    location_fr: 'Désert d’Agafay, près de Marrakech',
    meeting_point: 'Pick-up at your hotel or riad in Marrakech at 15:30 (14:30 in winter).',
    meeting_point_fr:
      'Prise en charge à votre hôtel ou riad de Marrakech à 15 h 30 (14 h 30 en hiver).',
    price: 65,
    max_participants: 16,
    difficulty_level: 'Easy',
    includes: [
      'Hotel or riad pick-up and drop-off in Marrakech',
      'Return transport by air-conditioned minivan',
      'Mint tea and Moroccan pastries on arrival',
      'Camel ride at sunset (about 1 hour)',
      'Three-course dinner at a desert camp (tagine or couscous)',
      'Live Gnawa and Berber music around the campfire',
    ],
    includes_fr: [
      'Prise en charge et retour à votre hôtel ou riad à Marrakech',
      'Transport aller-retour en minibus climatisé',
      'Thé à la menthe et pâtisseries marocaines à l’arrivée',
      'Balade à dos de dromadaire au coucher du soleil (environ 1 heure)',
      'Dîner en trois plats au campement (tajine ou couscous)',
      'Musique gnaoua et berbère autour du feu de camp',
    ],
    available_dates: [],
    description: html(
      '<p>The Agafay is not a sea of sand like the Sahara but a stony desert of rolling ochre hills, only 45 minutes from Marrakech. With the snow-capped High Atlas on the horizon, it is one of the best places near the city to watch the sun go down, and the easiest way to get a taste of the desert without a long drive.</p>',
      '<h2>How the evening runs</h2>',
      '<ol>',
      '<li><strong>15:30</strong> – Pick-up from your hotel or riad (times shift by about an hour with the seasons).</li>',
      '<li><strong>16:15</strong> – Mint tea and pastries at the camp.</li>',
      '<li><strong>17:00</strong> – Camel ride across the hills as the light turns golden.</li>',
      '<li><strong>18:30</strong> – Dinner under the tent: Moroccan salads, a lamb or chicken tagine (or vegetable couscous) and seasonal fruit.</li>',
      '<li><strong>20:00</strong> – Music by the fire, then the drive back to Marrakech, arriving around 21:30.</li>',
      '</ol>',
      '<h2>Good to know</h2>',
      '<ul>',
      '<li>Suitable for children from about 4 years old; younger children can ride with a parent.</li>',
      '<li>Vegetarian, vegan and gluten-free meals on request when you book.</li>',
      '<li>Evenings get chilly from November to March, so bring a jacket.</li>',
      '</ul>',
    ),
    description_fr: html(
      '<p>L’Agafay n’est pas une mer de sable comme le Sahara, mais un désert de pierre aux collines ocre, à seulement 45 minutes de Marrakech. Avec les sommets enneigés du Haut Atlas à l’horizon, c’est l’un des plus beaux endroits des environs pour voir le soleil se coucher, et la façon la plus simple de goûter au désert sans passer des heures sur la route.</p>',
      '<h2>Déroulement de la soirée</h2>',
      '<ol>',
      '<li><strong>15 h 30</strong> – Prise en charge à votre hôtel ou riad (horaires décalés d’environ une heure selon la saison).</li>',
      '<li><strong>16 h 15</strong> – Thé à la menthe et pâtisseries au campement.</li>',
      '<li><strong>17 h</strong> – Balade à dos de dromadaire dans les collines, à l’heure où la lumière devient dorée.</li>',
      '<li><strong>18 h 30</strong> – Dîner sous la tente : salades marocaines, tajine d’agneau ou de poulet (ou couscous aux légumes) et fruits de saison.</li>',
      '<li><strong>20 h</strong> – Musique autour du feu, puis retour à Marrakech, avec une arrivée vers 21 h 30.</li>',
      '</ol>',
      '<h2>Bon à savoir</h2>',
      '<ul>',
      '<li>Convient aux enfants à partir de 4 ans environ ; les plus petits peuvent monter avec un parent.</li>',
      '<li>Repas végétarien, végan ou sans gluten sur demande lors de la réservation.</li>',
      '<li>Les soirées sont fraîches de novembre à mars : pensez à prendre une veste.</li>',
      '</ul>',
    ),
    images: photos(
      ['agafay-sunset-1', 'Sun setting over the stony hills of the Agafay desert'],
      ['agafay-camel-ride-1', 'A line of camels walking across the Agafay hills in golden light'],
      ['agafay-dinner-1', 'Tagines and Moroccan salads on a low table under a Berber tent'],
      ['agafay-campfire-1', 'Musicians with drums playing around a campfire under the stars'],
    ),
  },
  tiers: [
    { min_participants: 4, max_participants: 8, price_per_person: 59 },
    { min_participants: 9, max_participants: 16, price_per_person: 55 },
  ],
  tag_names: ['Desert', 'Camel ride', 'Food', 'Family friendly', 'Photography'],
};

const TOUBKAL: DemoTour = {
  tour: {
    title: 'Mount Toubkal Summit Trek from Imlil (High Atlas)',
    title_fr: 'Ascension du Toubkal depuis Imlil (Haut Atlas)',
    duration: '2 days / 1 night',
    duration_fr: '2 jours / 1 nuit',
    location: 'Imlil, High Atlas Mountains',
    location_fr: 'Imlil, Haut Atlas',
    meeting_point: 'Pick-up at your hotel or riad in Marrakech at 7:30; the trek starts in Imlil.',
    meeting_point_fr:
      'Prise en charge à votre hôtel ou riad de Marrakech à 7 h 30 ; la randonnée part d’Imlil.',
    price: 159,
    max_participants: 10,
    difficulty_level: 'Challenging',
    includes: [
      'Return transfer between Marrakech and Imlil',
      'English- and French-speaking mountain guide from Imlil',
      'Mule and muleteer to carry your bags to the refuge',
      '1 night in the Toubkal refuge (dormitory) with dinner and breakfast',
      'Picnic lunches on both days',
      'Crampons and ice axe when conditions require them',
    ],
    includes_fr: [
      'Transfert aller-retour entre Marrakech et Imlil',
      'Guide de montagne d’Imlil, francophone et anglophone',
      'Mule et muletier pour porter vos bagages jusqu’au refuge',
      '1 nuit au refuge du Toubkal (dortoir), dîner et petit-déjeuner compris',
      'Pique-nique le midi les deux jours',
      'Crampons et piolet si les conditions l’exigent',
    ],
    available_dates: saturdays(10),
    description: html(
      '<p>At 4,167 m, Jebel Toubkal is the highest peak in North Africa. This two-day ascent follows the classic route from the village of Imlil: a long but non-technical climb, within reach of any fit walker who is happy with two early starts and a night in a mountain refuge.</p>',
      '<h2>Itinerary</h2>',
      '<h3>Day 1: Marrakech – Imlil – Toubkal refuge (3,207 m)</h3>',
      '<p>Pick-up at 7:30 and a 90-minute drive to Imlil (1,740 m), where you meet your guide and the mule team. The trail climbs the Mizane valley past the shrine of Sidi Chamharouch to the refuge: 5 to 6 hours of walking and about 1,470 m of ascent. Dinner and an early night.</p>',
      '<h3>Day 2: Summit – Imlil – Marrakech</h3>',
      '<p>Leave the refuge around 5:00 by headtorch and reach the <strong>summit</strong> in 3 to 4 hours, in time for views over the whole Atlas and, on clear days, towards the Sahara. Back at the refuge for brunch, then down to Imlil and the drive to Marrakech, arriving around 19:00. Expect 9 to 10 hours on foot.</p>',
      '<h2>Before you book</h2>',
      '<ul>',
      '<li>You should be comfortable walking 6 hours a day on steep, rocky paths, in broken-in walking boots.</li>',
      '<li>Fixed departures on Saturdays in spring; private dates on request.</li>',
      '<li>In March and April there can still be snow above 3,500 m: your guide decides on the day whether to take crampons.</li>',
      '<li>Bring a warm jacket, a headtorch and a sleeping-bag liner.</li>',
      '</ul>',
    ),
    description_fr: html(
      '<p>Avec ses 4 167 m, le djebel Toubkal est le plus haut sommet d’Afrique du Nord. Cette ascension en deux jours suit l’itinéraire classique depuis le village d’Imlil : une montée longue mais sans difficulté technique, à la portée de tout marcheur en bonne condition physique qui accepte deux réveils matinaux et une nuit en refuge.</p>',
      '<h2>Programme</h2>',
      '<h3>Jour 1 : Marrakech – Imlil – refuge du Toubkal (3 207 m)</h3>',
      '<p>Départ à 7 h 30 et 1 h 30 de route jusqu’à Imlil (1 740 m), où vous retrouvez votre guide et le muletier. Le sentier remonte la vallée de l’Aït Mizane, passe devant le sanctuaire de Sidi Chamharouch et rejoint le refuge : 5 à 6 heures de marche pour environ 1 470 m de dénivelé positif. Dîner, puis coucher de bonne heure.</p>',
      '<h3>Jour 2 : sommet – Imlil – Marrakech</h3>',
      '<p>Départ du refuge vers 5 h, à la frontale ; le <strong>sommet</strong> est atteint en 3 à 4 heures, juste à temps pour profiter de la vue sur tout l’Atlas et, par temps clair, jusqu’au Sahara. Retour au refuge pour un brunch, descente vers Imlil, puis route vers Marrakech, avec une arrivée vers 19 h. Comptez 9 à 10 heures de marche dans la journée.</p>',
      '<h2>Avant de réserver</h2>',
      '<ul>',
      '<li>Il faut être à l’aise avec 6 heures de marche par jour sur des sentiers raides et caillouteux, avec des chaussures de randonnée déjà faites à vos pieds.</li>',
      '<li>Départs fixes le samedi au printemps ; autres dates en privé sur demande.</li>',
      '<li>En mars et en avril, il peut rester de la neige au-dessus de 3 500 m : votre guide décide le jour même s’il faut emporter les crampons.</li>',
      '<li>Prévoyez une veste chaude, une lampe frontale et un drap de sac de couchage.</li>',
      '</ul>',
    ),
    images: photos(
      ['toubkal-summit-1', 'Hikers beside the metal pyramid on the summit of Jebel Toubkal'],
      ['imlil-village-1', 'Terraced fields and flat-roofed houses of Imlil below the peaks'],
      ['mizane-trail-1', 'A mule carrying bags up the rocky trail of the Mizane valley'],
      ['toubkal-refuge-1', 'The stone Toubkal refuge surrounded by snowy slopes in spring'],
    ),
  },
  tiers: [
    { min_participants: 2, max_participants: 4, price_per_person: 149 },
    { min_participants: 5, max_participants: 10, price_per_person: 139 },
  ],
  tag_names: ['Hiking', 'Mountains', 'Overnight', 'Small group'],
};

const OURIKA: DemoTour = {
  tour: {
    title: 'Ourika Valley Day Trip: Berber Villages & Setti Fatma Waterfalls',
    title_fr: 'Journée dans la vallée de l’Ourika : villages berbères et cascades de Setti Fatma',
    duration: '1 day',
    duration_fr: '1 jour',
    location: 'Ourika Valley, High Atlas',
    location_fr: 'Vallée de l’Ourika, Haut Atlas',
    meeting_point: 'Pick-up at your hotel or riad in Marrakech at 8:30.',
    meeting_point_fr: 'Prise en charge à votre hôtel ou riad de Marrakech à 8 h 30.',
    price: 39,
    max_participants: 16,
    difficulty_level: 'Easy',
    includes: [
      'Hotel or riad pick-up and drop-off in Marrakech',
      'Air-conditioned minivan with an English- and French-speaking driver',
      "Visit to a women's argan oil cooperative",
      'Mint tea with a Berber family in their village house',
      'Local guide for the waterfall walk at Setti Fatma',
    ],
    includes_fr: [
      'Prise en charge et retour à votre hôtel ou riad à Marrakech',
      'Minibus climatisé avec chauffeur francophone et anglophone',
      'Visite d’une coopérative féminine d’huile d’argan',
      'Thé à la menthe chez une famille berbère, dans sa maison de village',
      'Guide local pour la marche jusqu’aux cascades de Setti Fatma',
    ],
    available_dates: [],
    description: html(
      '<p>An easy day out of the city into the green foothills of the High Atlas, about an hour south of Marrakech. The Ourika river runs between terraced fields, walnut trees and red-earth villages, and in summer the air here is noticeably cooler than in town.</p>',
      '<h2>The day</h2>',
      '<ol>',
      '<li><strong>Argan cooperative</strong>: see how the women crack, roast and press the argan kernels by hand, and taste <em>amlou</em>, a spread of argan oil, almonds and honey.</li>',
      '<li><strong>Berber house</strong>: mint tea and bread from the clay oven with a family in a village near Tnine Ourika.</li>',
      '<li><strong>Setti Fatma</strong>: at the end of the road, a local guide leads you up to the first of the seven waterfalls, a 45-minute walk with some easy scrambling over rocks.</li>',
      '<li><strong>Lunch by the river</strong>: at a restaurant with tables right above the water (not included, about €10–12).</li>',
      '</ol>',
      '<p>Pick-up at 9:00, back in Marrakech around 17:00.</p>',
      '<h2>Good to know</h2>',
      '<ul>',
      '<li>Wear shoes with a good grip; the rocks near the falls can be wet.</li>',
      '<li>The waterfall path is steep in places; you can also wait at a café in the village.</li>',
      '<li>After heavy rain or during the snowmelt, the walk may be shortened for safety.</li>',
      '</ul>',
    ),
    description_fr: html(
      '<p>Une journée tranquille loin de la ville, dans les contreforts verdoyants du Haut Atlas, à environ une heure au sud de Marrakech. L’oued Ourika serpente entre les cultures en terrasses, les noyers et les villages de terre rouge ; l’été, l’air y est nettement plus frais qu’en ville.</p>',
      '<h2>Au programme</h2>',
      '<ol>',
      '<li><strong>Coopérative d’argan</strong> : les femmes vous montrent comment elles concassent, torréfient et pressent à la main les amandons d’argan, avant une dégustation d’<em>amlou</em>, une pâte à base d’huile d’argan, d’amandes et de miel.</li>',
      '<li><strong>Maison berbère</strong> : thé à la menthe et pain tout juste sorti du four en terre, chez une famille d’un village proche de Tnine Ourika.</li>',
      '<li><strong>Setti Fatma</strong> : au bout de la route, un guide local vous conduit jusqu’à la première des sept cascades, à 45 minutes de marche, avec quelques passages faciles sur les rochers.</li>',
      '<li><strong>Déjeuner au bord de l’eau</strong> : dans un restaurant dont les tables surplombent la rivière (non compris, environ 10 à 12 €).</li>',
      '</ol>',
      '<p>Départ à 9 h, retour à Marrakech vers 17 h.</p>',
      '<h2>Bon à savoir</h2>',
      '<ul>',
      '<li>Prévoyez des chaussures qui accrochent bien : les rochers près des cascades peuvent être glissants.</li>',
      '<li>Le sentier est raide par endroits ; vous pouvez aussi attendre dans un café du village.</li>',
      '<li>Après de fortes pluies ou à la fonte des neiges, la marche peut être écourtée par sécurité.</li>',
      '</ul>',
    ),
    images: photos(
      ['ourika-valley-1', 'Red-earth Berber village above the green Ourika river valley'],
      ['setti-fatma-waterfall-1', 'Water cascading over rocks at the first Setti Fatma waterfall'],
      ['argan-cooperative-1', 'Women cracking argan nuts by hand at a cooperative'],
    ),
  },
  tiers: [{ min_participants: 5, max_participants: 16, price_per_person: 35 }],
  tag_names: ['Mountains', 'Culture', 'Family friendly', 'Photography'],
};

const MEDINA: DemoTour = {
  tour: {
    title: 'Marrakech Medina Guided Walking Tour',
    title_fr: 'Visite guidée à pied de la médina de Marrakech',
    duration: 'Half day (4 hours)',
    duration_fr: 'Demi-journée (4 heures)',
    location: 'Marrakech Medina',
    location_fr: 'Médina de Marrakech',
    meeting_point:
      'Café de France, Jemaa el-Fna square, at 9:30: your guide carries an orange scarf.',
    meeting_point_fr:
      'Café de France, place Jemaa el-Fna, à 9 h 30 : votre guide porte un foulard orange.',
    price: 35,
    max_participants: 12,
    difficulty_level: 'Easy',
    includes: [
      'Meeting at the Koutoubia or pick-up from your riad in the medina',
      'English- or French-speaking local guide',
      'Entrance tickets to Bahia Palace and Ben Youssef Madrasa',
      'Mint tea break in a traditional café',
      'Small group of up to 12 people',
    ],
    includes_fr: [
      'Rendez-vous à la Koutoubia ou prise en charge à votre riad dans la médina',
      'Guide local francophone ou anglophone',
      'Billets d’entrée au palais de la Bahia et à la médersa Ben Youssef',
      'Pause thé à la menthe dans un café traditionnel',
      'Petit groupe de 12 personnes maximum',
    ],
    available_dates: [],
    description: html(
      '<p>The medina of Marrakech is a maze that rewards a guide: in four hours on foot you see the great monuments, the working souks and the quiet corners most visitors walk straight past, without ever having to check a map.</p>',
      '<h2>The route</h2>',
      '<ol>',
      '<li><strong>Koutoubia Mosque</strong>: we meet at 9:00 below its 12th-century minaret, the landmark of the city.</li>',
      '<li><strong>Bahia Palace</strong>: painted cedar ceilings, zellige tilework and courtyards planted with orange trees, built for a grand vizier in the late 19th century.</li>',
      '<li><strong>The Mellah</strong>: the old Jewish quarter and its spice market.</li>',
      '<li><strong>The souks</strong>: dyers, leatherworkers, metalworkers and carpenters at work, with time to ask questions (and no obligation to buy).</li>',
      '<li><strong>Ben Youssef Madrasa</strong>: the former Koranic school, with its carved stucco, cedar and marble courtyard.</li>',
      '<li><strong>Jemaa el-Fnaa</strong>: we finish around 13:00 on the main square, a good place for lunch.</li>',
      '</ol>',
      '<h2>Good to know</h2>',
      '<ul>',
      '<li>About 5 km of walking on flat ground; comfortable shoes recommended.</li>',
      '<li>Covering shoulders and knees is appreciated but not required.</li>',
      '<li>Non-Muslims cannot enter the Koutoubia Mosque; we admire it from the gardens.</li>',
      '<li>An afternoon departure at 14:30 is also possible on request.</li>',
      '</ul>',
    ),
    description_fr: html(
      '<p>La médina de Marrakech est un labyrinthe où un guide fait toute la différence : en quatre heures à pied, vous découvrez les grands monuments, les souks où l’on travaille encore à la main et les recoins paisibles devant lesquels la plupart des visiteurs passent sans s’arrêter, sans jamais sortir votre plan.</p>',
      '<h2>L’itinéraire</h2>',
      '<ol>',
      '<li><strong>Mosquée de la Koutoubia</strong> : rendez-vous à 9 h au pied de son minaret du XIIe siècle, emblème de la ville.</li>',
      '<li><strong>Palais de la Bahia</strong> : plafonds en cèdre peint, zelliges et patios plantés d’orangers, dans un palais construit pour un grand vizir à la fin du XIXe siècle.</li>',
      '<li><strong>Le Mellah</strong> : l’ancien quartier juif et son marché aux épices.</li>',
      '<li><strong>Les souks</strong> : teinturiers, maroquiniers, dinandiers et menuisiers à l’ouvrage, avec le temps de poser des questions (sans obligation d’achat).</li>',
      '<li><strong>Médersa Ben Youssef</strong> : l’ancienne école coranique, ses stucs sculptés, ses boiseries de cèdre et sa cour de marbre.</li>',
      '<li><strong>Place Jemaa el-Fna</strong> : fin de la visite vers 13 h sur la grande place, idéale pour déjeuner.</li>',
      '</ol>',
      '<h2>Bon à savoir</h2>',
      '<ul>',
      '<li>Environ 5 km de marche sur terrain plat : prévoyez des chaussures confortables.</li>',
      '<li>Une tenue couvrant les épaules et les genoux est appréciée, sans être obligatoire.</li>',
      '<li>L’entrée de la Koutoubia est réservée aux musulmans ; nous l’admirons depuis les jardins.</li>',
      '<li>Un départ à 14 h 30 est également possible sur demande.</li>',
      '</ul>',
    ),
    images: photos(
      ['jemaa-el-fna-1', 'Food stalls and crowds on Jemaa el-Fnaa square in the evening'],
      ['bahia-palace-1', 'Carved cedar ceiling and zellige tiles in a courtyard of Bahia Palace'],
      ['ben-youssef-madrasa-1', 'The marble courtyard and pool of the Ben Youssef Madrasa'],
      ['marrakech-souk-1', 'Lanterns and leather slippers hanging in a covered souk alley'],
      ['koutoubia-gardens-1', 'The minaret of the Koutoubia Mosque seen from its gardens'],
    ),
  },
  tiers: [],
  tag_names: ['Culture', 'Small group', 'Photography'],
};

const ESSAOUIRA: DemoTour = {
  tour: {
    title: 'Essaouira Day Trip from Marrakech',
    title_fr: 'Excursion d’une journée à Essaouira depuis Marrakech',
    duration: '1 day',
    duration_fr: '1 jour',
    location: 'Essaouira, Atlantic coast',
    location_fr: 'Essaouira, côte atlantique',
    meeting_point: 'Pick-up at your hotel or riad in Marrakech at 8:00.',
    meeting_point_fr: 'Prise en charge à votre hôtel ou riad de Marrakech à 8 h.',
    price: 49,
    max_participants: 16,
    difficulty_level: 'Easy',
    includes: [
      'Hotel or riad pick-up and drop-off in Marrakech',
      'Air-conditioned minivan with an English- and French-speaking driver',
      'Stop at an argan oil cooperative on the way',
      '1-hour guided walk through the medina and along the Skala ramparts',
      'Free time in Essaouira for lunch and the beach',
    ],
    includes_fr: [
      'Prise en charge et retour à votre hôtel ou riad à Marrakech',
      'Minibus climatisé avec chauffeur francophone et anglophone',
      'Arrêt dans une coopérative d’huile d’argan en chemin',
      'Visite guidée d’une heure dans la médina et sur les remparts de la Skala',
      'Temps libre à Essaouira pour déjeuner et profiter de la plage',
    ],
    available_dates: [],
    description: html(
      '<p>Three hours west of Marrakech, Essaouira is a whitewashed fishing town with blue shutters, Atlantic wind and a slower pace of life. It makes an easy day trip and a welcome change of air after the bustle of the Red City.</p>',
      '<h2>The day</h2>',
      '<ol>',
      '<li><strong>8:00</strong> – Pick-up and drive west across the plains.</li>',
      '<li><strong>Goats in the argan trees</strong> – a roadside stop where goats climb into the branches. The herders ask for a small tip if you take photos.</li>',
      '<li><strong>Argan cooperative</strong> – see the oil being made and taste it with fresh bread.</li>',
      '<li><strong>11:30</strong> – Walk with a local guide through the medina, along the <strong>Skala de la Ville</strong> ramparts with their bronze cannons, and past the workshops where craftsmen carve thuya wood.</li>',
      '<li><strong>Free time</strong> – lunch at the <strong>port</strong>, where you pick fish from the morning catch and have it grilled on the spot, then the beach or the art galleries.</li>',
      '<li><strong>16:30</strong> – Departure; back in Marrakech around 19:30.</li>',
      '</ol>',
      '<h2>Good to know</h2>',
      '<ul>',
      '<li>Lunch is not included; grilled fish at the port costs around €10–15.</li>',
      '<li>Essaouira is windier and cooler than Marrakech all year round: bring a light jacket.</li>',
      '<li>The medina is a UNESCO World Heritage site and almost entirely pedestrian.</li>',
      '</ul>',
    ),
    description_fr: html(
      '<p>À trois heures à l’ouest de Marrakech, Essaouira est une ville de pêcheurs aux murs blanchis à la chaux et aux volets bleus, balayée par le vent de l’Atlantique, où l’on vit à un autre rythme. Une excursion facile à faire dans la journée, et une vraie bouffée d’air frais après l’effervescence de la ville ocre.</p>',
      '<h2>Au programme</h2>',
      '<ol>',
      '<li><strong>8 h</strong> – Prise en charge et route vers l’ouest à travers les plaines.</li>',
      '<li><strong>Chèvres dans les arganiers</strong> – arrêt au bord de la route, là où les chèvres grimpent dans les branches. Les bergers demandent un petit pourboire pour les photos.</li>',
      '<li><strong>Coopérative d’argan</strong> – découverte de la fabrication de l’huile et dégustation avec du pain frais.</li>',
      '<li><strong>11 h 30</strong> – Visite avec un guide local : la médina, les remparts de la <strong>Skala de la Ville</strong> et leurs canons de bronze, puis les ateliers où les artisans sculptent le thuya.</li>',
      '<li><strong>Temps libre</strong> – déjeuner au <strong>port</strong>, où l’on choisit son poisson parmi la pêche du matin pour le faire griller sur place, puis plage ou galeries d’art.</li>',
      '<li><strong>16 h 30</strong> – Départ ; retour à Marrakech vers 19 h 30.</li>',
      '</ol>',
      '<h2>Bon à savoir</h2>',
      '<ul>',
      '<li>Le déjeuner n’est pas compris : comptez 10 à 15 € pour du poisson grillé au port.</li>',
      '<li>Toute l’année, Essaouira est plus venteuse et plus fraîche que Marrakech : prévoyez une petite veste.</li>',
      '<li>La médina est inscrite au patrimoine mondial de l’UNESCO et presque entièrement piétonne.</li>',
      '</ul>',
    ),
    images: photos(
      ['essaouira-port-1', 'Blue wooden fishing boats moored in the port of Essaouira'],
      ['argan-goats-1', 'Goats standing on the branches of an argan tree by the road'],
      ['skala-ramparts-1', 'Bronze cannons lined up on the Skala ramparts above the Atlantic'],
      ['essaouira-medina-1', 'A whitewashed medina street with blue doors and shutters'],
    ),
  },
  tiers: [
    { min_participants: 4, max_participants: 8, price_per_person: 45 },
    { min_participants: 9, max_participants: 16, price_per_person: 42 },
  ],
  tag_names: ['Coast', 'Culture', 'Food', 'Family friendly', 'Photography'],
};

/** Catalogue order: the first tours are the ones the home page features. */
export const DEMO_TOURS: DemoTour[] = [MERZOUGA, AGAFAY, TOUBKAL, OURIKA, MEDINA, ESSAOUIRA];

/**
 * Reviews of the one-day tours, left by customers who booked them. They come through the
 * customer's own path (booking, confirmation, completion, the review link), which is rate limited
 * per address: four keep well under BOOKING_RATE_LIMIT's ten per 15 minutes (docs/decisions/029).
 * A review link opens on the trip's last day (docs/decisions/053), so each is booked for the day
 * of the seed, on a tour that lasts one day: a longer trip could not be reviewed yet.
 */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    tour: 1,
    booking: {
      customer_name: 'Lucas Bernard',
      email: 'lucas.bernard@example.com',
      number_of_participants: 4,
      language: 'fr',
    },
    review: {
      customer_name: 'Lucas Bernard',
      rating: 5,
      review_text:
        'Superbe soirée ! La balade à dromadaire au coucher du soleil, avec l’Atlas en toile de fond, était magique, et le tajine au citron confit délicieux. Idéal quand on n’a pas le temps d’aller jusqu’à Merzouga.',
    },
  },
  {
    tour: 3,
    booking: {
      customer_name: 'Laura García',
      email: 'laura.garcia@example.com',
      number_of_participants: 3,
      language: 'en',
    },
    review: {
      customer_name: 'Laura García',
      rating: 4,
      review_text:
        'Very pleasant day. The visit to the Berber house was the highlight, with bread straight from the oven! The waterfall walk is more of a scramble than we expected.',
    },
  },
  {
    tour: 4,
    booking: {
      customer_name: 'Isabelle Laurent',
      email: 'isabelle.laurent@example.com',
      number_of_participants: 2,
      language: 'fr',
    },
    review: {
      customer_name: 'Isabelle Laurent',
      rating: 5,
      review_text:
        'Khadija est une guide passionnante, pleine d’anecdotes sur l’histoire de la ville. Seuls, nous n’aurions jamais trouvé la moitié des endroits qu’elle nous a montrés.',
    },
  },
  {
    tour: 5,
    booking: {
      customer_name: 'Tom Williams',
      email: 'tom.williams@example.com',
      number_of_participants: 2,
      language: 'en',
    },
    review: {
      customer_name: 'Tom Williams',
      rating: 4,
      review_text:
        'A long drive for a day trip (about 3 hours each way), but Essaouira was worth it. The guided walk on the ramparts was a good introduction before our free time.',
    },
  },
];

/** The public gallery, in the order it is uploaded. */
export const DEMO_GALLERY: DemoGalleryPhoto[] = [
  {
    photo: 'merzouga-dunes-1',
    caption: 'A camel caravan crossing the Erg Chebbi dunes at sunset',
    caption_fr:
      'Une caravane de dromadaires traverse les dunes de l’erg Chebbi au coucher du soleil',
  },
  {
    photo: 'ait-benhaddou-1',
    caption: 'The earthen kasbahs of Ait Benhaddou above the river',
    caption_fr: 'Les kasbahs en terre d’Aït-Ben-Haddou au-dessus de l’oued',
  },
  {
    photo: 'agafay-camel-ride-1',
    caption: 'Camels crossing the Agafay hills in golden light',
    caption_fr: 'Des dromadaires dans les collines de l’Agafay, sous une lumière dorée',
  },
  {
    photo: 'imlil-village-1',
    caption: 'Terraced fields and the village of Imlil below the High Atlas',
    caption_fr: 'Champs en terrasses et village d’Imlil au pied du Haut Atlas',
  },
  {
    photo: 'ourika-valley-1',
    caption: 'A red-earth Berber village above the Ourika valley',
    caption_fr: 'Un village berbère en terre rouge au-dessus de la vallée de l’Ourika',
  },
  {
    photo: 'jemaa-el-fna-1',
    caption: 'Food stalls and smoke on Jemaa el-Fna at dusk',
    caption_fr: 'Stands et fumées sur la place Jemaa el-Fna au crépuscule',
  },
  {
    photo: 'marrakech-souk-1',
    caption: 'Lanterns and babouches in a covered souk',
    caption_fr: 'Lanternes et babouches dans un souk couvert',
  },
  {
    photo: 'essaouira-port-1',
    caption: 'Blue fishing boats in the port of Essaouira',
    caption_fr: 'Barques de pêche bleues dans le port d’Essaouira',
  },
  {
    photo: 'erg-chebbi-sunrise-1',
    caption: 'Sunrise over the Erg Chebbi dunes',
    caption_fr: 'Lever du soleil sur les dunes de l’erg Chebbi',
  },
  {
    photo: 'riad-courtyard-1',
    caption: 'Orange trees and a zellige fountain in a riad courtyard',
    caption_fr: 'Orangers et fontaine en zellige dans le patio d’un riad',
  },
  {
    photo: 'medina-gate-1',
    caption: 'A gate in the ramparts of the Marrakech medina',
    caption_fr: 'Une porte dans les remparts de la médina de Marrakech',
  },
  {
    photo: 'koutoubia-sunset-1',
    caption: 'The Koutoubia minaret at sunset',
    caption_fr: 'Le minaret de la Koutoubia au coucher du soleil',
  },
];
