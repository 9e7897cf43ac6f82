"""Names for every key the content and the rules of Merchants & Marauders use, in the active
language (K1: text lives under localisation keys): nations (as a country, as a people, their
ports, "in a port of"), goods, zones and ports (proper names, still marked, so a language keeps
its usual form: Hawana, Havanna), ship types, locations, skills, modifications (their app
names, MD6–MD13), weapons, specialists, NPC slots, compass directions, and every card's,
ability's and NPC's name.

Each word is marked with N_() where it is defined and translated by `name` (or the lookups
below) where it is shown, so a language switch shows at once. The loader
(game.merchants.content) refuses a card key without words here (`has`). Nations come in
several fixed forms because Polish and German inflect them: a text template names the form it
needs as a whole phrase instead of gluing a nation into a sentence.
"""

from __future__ import annotations

from game.core.i18n import N_, _

NATION_WORDS: dict[str, str] = {
    "spain": N_('Spain'),
    "england": N_('England'),
    "france": N_('France'),
    "netherlands": N_('the Netherlands'),
}
PEOPLE_WORDS: dict[str, str] = {
    "spain": N_('the Spanish'),
    "england": N_('the English'),
    "france": N_('the French'),
    "netherlands": N_('the Dutch'),
}
PORTS_WORDS: dict[str, str] = {
    "spain": N_('the Spanish ports'),
    "england": N_('the English ports'),
    "france": N_('the French ports'),
    "netherlands": N_('the Dutch ports'),
}
IN_PORT_WORDS: dict[str, str] = {
    "spain": N_('in a Spanish port'),
    "england": N_('in an English port'),
    "france": N_('in a French port'),
    "netherlands": N_('in a Dutch port'),
}
GOOD_WORDS: dict[str, str] = {
    "sugar": N_('sugar'),
    "tobacco": N_('tobacco'),
    "rum": N_('rum'),
    "cocoa": N_('cocoa'),
    "spices": N_('spices'),
    "cotton": N_('cotton'),
    "indigo": N_('indigo'),
    "hides": N_('hides'),
}
ZONE_WORDS: dict[str, str] = {
    "campeche": N_('Campeche'),
    "havana": N_('Havana'),
    "nassau": N_('Nassau'),
    "tortuga": N_('Tortuga'),
    "port_royal": N_('Port Royal'),
    "petit_goave": N_('Petit-Goâve'),
    "santo_domingo": N_('Santo Domingo'),
    "st_eustatius": N_('St. Eustatius'),
    "st_johns": N_("St. John's"),
    "basse_terre": N_('Basse-Terre'),
    "bridgetown": N_('Bridgetown'),
    "tobago": N_('Tobago'),
    "caracas": N_('Caracas'),
    "curacao": N_('Curaçao'),
    "cartagena": N_('Cartagena'),
    "portobelo": N_('Portobelo'),
    "caribbean_sea": N_('the Caribbean Sea'),
}
SHIP_WORDS: dict[str, str] = {
    "sloop": N_('sloop'),
    "flute": N_('flute'),
    "frigate": N_('frigate'),
    "galleon": N_('galleon'),
    "man_of_war": N_('man-of-war'),
}
LOCATION_WORDS: dict[str, str] = {
    "hull": N_('Hull'),
    "masts": N_('Masts'),
    "hold": N_('Hold'),
    "crew": N_('Crew'),
    "cannons": N_('Cannons'),
}
SKILL_WORDS: dict[str, str] = {
    "seamanship": N_('seamanship'),
    "scouting": N_('scouting'),
    "leadership": N_('leadership'),
    "influence": N_('influence'),
}
MODIFICATION_WORDS: dict[str, str] = {
    "extra_berths": N_('Extra Berths'),
    "fine_canvas": N_('Fine Canvas'),
    "doubled_planking": N_('Doubled Planking'),
    "deep_hold": N_('Deep Hold'),
    "bow_chasers": N_('Bow Chasers'),
    "extra_gunports": N_('Extra Gunports'),
    "rail_swivels": N_('Rail Swivels'),
    "long_nines": N_('Long Nines'),
}
WEAPON_WORDS: dict[str, str] = {
    "grappling_hooks": N_('grappling hooks'),
    "chain_shot": N_('chain shot'),
    "grapeshot": N_('grapeshot'),
}
SPECIALIST_WORDS: dict[str, str] = {
    "craftsman": N_('craftsman'),
    "boatswain": N_('boatswain'),
    "gunner": N_('gunner'),
    "surgeon": N_('surgeon'),
    "lookout": N_('lookout'),
    "veteran": N_('veteran'),
    "steward": N_('steward'),
    "helmsman": N_('helmsman'),
}
SLOT_WORDS: dict[str, str] = {
    "spain": N_('the Spanish flagship'),
    "england": N_('the English flagship'),
    "france": N_('the French flagship'),
    "netherlands": N_('the Dutch flagship'),
    "pirate_sloop": N_('the pirate sloop'),
    "pirate_frigate": N_('the pirate frigate'),
}
DIRECTION_WORDS: dict[str, str] = {
    "N": N_('north'),
    "E": N_('east'),
    "S": N_('south'),
    "W": N_('west'),
}
#: every card's, ability's and NPC's name (captains, events and their NPCs, glory cards,
#: missions, rumours), by key
CARD_WORDS: dict[str, str] = {
    "guild_favour": N_('Guild Favour'),
    "steady_under_fire": N_('Steady Under Fire'),
    "friends_in_the_audiencia": N_('Friends in the Audiencia'),
    "master_caulker": N_('Master Caulker'),
    "letters_of_reprisal": N_('Letters of Reprisal'),
    "first_over_the_rail": N_('First Over the Rail'),
    "back_door_trade": N_('Back-Door Trade'),
    "sail_spotter": N_('Sail Spotter'),
    "the_weather_gauge": N_('The Weather Gauge'),
    "honest_scales": N_('Honest Scales'),
    "cutlass_drill": N_('Cutlass Drill'),
    "sudden_tack": N_('Sudden Tack'),
    "harbour_pilot": N_('Harbour Pilot'),
    "an_ear_in_every_tavern": N_('An Ear in Every Tavern'),
    "many_schemes": N_('Many Schemes'),
    "warehouse_keys": N_('Warehouse Keys'),
    "fair_wages": N_('Fair Wages'),
    "hard_bargainer": N_('Hard Bargainer'),
    "dockside_gossip": N_('Dockside Gossip'),
    "raiders_nerve": N_("Raider's Nerve"),
    "ines_valcarcel": N_('Inés Valcárcel'),
    "rodrigo_alcaraz": N_('Rodrigo Alcaraz'),
    "baltasar_ordonez": N_('Baltasar Ordóñez'),
    "mariana_ledesma": N_('Mariana Ledesma'),
    "nathaniel_crane": N_('Nathaniel Crane'),
    "hester_blackwood": N_('Hester Blackwood'),
    "josiah_penhallow": N_('Josiah Penhallow'),
    "abigail_marchbank": N_('Abigail Marchbank'),
    "etienne_marcoux": N_('Étienne Marcoux'),
    "madeleine_corbiere": N_('Madeleine Corbière'),
    "gaspard_thevenin": N_('Gaspard Thévenin'),
    "colette_rivaudiere": N_('Colette Rivaudière'),
    "pieter_hoogland": N_('Pieter Hoogland'),
    "griet_van_doorn": N_('Griet van Doorn'),
    "joris_verbeek": N_('Joris Verbeek'),
    "saskia_brandt": N_('Saskia Brandt'),
    "fernan_de_ribadeo": N_('Almirante Fernán de Ribadeo'),
    "lope_sarria": N_('Almirante Lope Sarriá'),
    "treasure_guard_marines": N_('Treasure-Guard Marines'),
    "gonzalo_de_mureda": N_('Almirante Gonzalo de Mureda'),
    "edmund_harrowby": N_('Commodore Edmund Harrowby'),
    "silas_whitcombe": N_('Commodore Silas Whitcombe'),
    "ambrose_kettleby": N_('Admiral Ambrose Kettleby'),
    "luc_bellegarde": N_('Capitaine Luc Bellegarde'),
    "armand_de_vireaux": N_("Chef d'escadre Armand de Vireaux"),
    "crack_of_the_broadside": N_('Crack of the Broadside'),
    "henri_de_roquemaure": N_('Amiral Henri de Roquemaure'),
    "cornelis_haverkamp": N_('Schout-bij-nacht Cornelis Haverkamp'),
    "dirk_wolterbeek": N_('Kapitein Dirk Wolterbeek'),
    "maarten_ossewaarde": N_('Vice-admiraal Maarten Ossewaarde'),
    "ned_scarrow": N_('Ned Scarrow'),
    "meg_tallow": N_('Meg Tallow'),
    "anselm_crowe": N_('Anselm Crowe'),
    "jonas_grieve": N_('Jonas Grieve'),
    "cutthroat_boarders": N_('Cutthroat Boarders'),
    "sabine_lacroix": N_('Sabine Lacroix'),
    "tomas_arrieta": N_('Tomás “el Cuervo” Arrieta'),
    "inigo_de_salcedo": N_('General Íñigo de Salcedo'),
    "jasper_wyndcombe": N_('Admiral Jasper Wyndcombe'),
    "a_quarrel_of_crowns": N_('A Quarrel of Crowns'),
    "honore_de_castelbrac": N_('Lieutenant-général Honoré de Castelbrac'),
    "hendrik_zwaanswijk": N_('Luitenant-admiraal Hendrik Zwaanswijk'),
    "the_sugar_war": N_('The Sugar War'),
    "philibert_de_montcrabeau": N_('Amiral Philibert de Montcrabeau'),
    "alvaro_de_cienfuegos": N_('General Álvaro de Cienfuegos'),
    "a_disputed_succession": N_('A Disputed Succession'),
    "ink_and_sealing_wax": N_('Ink and Sealing Wax'),
    "envoys_at_the_table": N_('Envoys at the Table'),
    "hurricane_season": N_('Hurricane Season'),
    "squall_line": N_('Squall Line'),
    "the_tobacco_craze": N_('The Tobacco Craze'),
    "chocolate_for_the_court": N_('Chocolate for the Court'),
    "flooded_markets": N_('Flooded Markets'),
    "the_governors_clemency": N_("The Governor's Clemency"),
    "orders_from_the_crown": N_('Orders from the Crown'),
    "convoy_season": N_('Convoy Season'),
    "yellow_jack": N_('Yellow Jack'),
    "silver_on_the_tide": N_('Silver on the Tide'),
    "commissions_for_hire": N_('Commissions for Hire'),
    "master_shipwright": N_('Master Shipwright'),
    "journeyman_carpenter": N_('Journeyman Carpenter'),
    "old_boatswain": N_('Old Boatswain'),
    "bellowing_bosun": N_('Bellowing Bosun'),
    "master_gunner": N_('Master Gunner'),
    "navy_deserter": N_('Navy Deserter'),
    "ships_surgeon": N_("Ship's Surgeon"),
    "barber_surgeon": N_('Barber-Surgeon'),
    "crows_nest_lookout": N_("Crow's-Nest Lookout"),
    "sharp_eyed_youngster": N_('Sharp-Eyed Youngster'),
    "grizzled_veteran": N_('Grizzled Veteran'),
    "old_soldier": N_('Old Soldier of the Wars'),
    "careful_purser": N_('Careful Purser'),
    "ledger_keeper": N_('Keeper of Ledgers'),
    "steady_helmsman": N_('Steady Helmsman'),
    "reef_pilot": N_('Reef Pilot'),
    "fresh_wind": N_('Fresh Wind'),
    "opening_salvo": N_('Opening Salvo'),
    "double_rum_ration": N_('Double Rum Ration'),
    "patch_under_fire": N_('Patch Under Fire'),
    "all_hands_aloft": N_('All Hands Aloft'),
    "marksmen_in_the_tops": N_('Marksmen in the Tops'),
    "grapnels_at_the_ready": N_('Grapnels at the Ready'),
    "lucky_gust": N_('Lucky Gust'),
    "dead_calm": N_('Dead Calm'),
    "seasoned_hands": N_('Seasoned Hands'),
    "against_all_odds": N_('Against All Odds'),
    "brace_for_impact": N_('Brace for Impact'),
    "shift_the_ballast": N_('Shift the Ballast'),
    "gun_captains_eye": N_("Gun Captain's Eye"),
    "flying_splinters": N_('Flying Splinters'),
    "swords_drawn": N_('Swords Drawn'),
    "boarding_pikes": N_('Boarding Pikes'),
    "rally_the_crew": N_('Rally the Crew'),
    "second_wind": N_('Second Wind'),
    "slippery_deck": N_('Slippery Deck'),
    "captains_pistol": N_("The Captain's Pistol"),
    "last_stand": N_('Last Stand'),
    "favourable_current": N_('Favourable Current'),
    "double_watch": N_('Double Watch'),
    "warping_out": N_('Warping Out'),
    "strongbox_in_the_cabin": N_('Strongbox in the Cabin'),
    "buyers_waiting": N_('Buyers Waiting'),
    "market_day": N_('Market Day'),
    "bulk_discount": N_('Bulk Discount'),
    "dry_dock": N_('A Berth in the Dry Dock'),
    "powder_merchant": N_('Powder Merchant'),
    "yard_connections": N_('Yard Connections'),
    "bribed_magistrate": N_('A Bribed Magistrate'),
    "purchased_pardon": N_('A Purchased Pardon'),
    "burned_records": N_('Burned Records'),
    "tavern_gossip": N_('Tavern Gossip'),
    "friend_at_court": N_('A Friend at Court'),
    "sealed_orders": N_('Sealed Orders'),
    "loose_tongues": N_('Loose Tongues'),
    "pressed_hands": N_('Pressed Hands'),
    "buy_a_round": N_('Buy a Round'),
    "shot_across_the_bow": N_('Shot Across the Bow'),
    "slip_into_the_fog": N_('Slip into the Fog'),
    "lookouts_warning": N_("The Lookout's Warning"),
    "run_out_the_guns": N_('Run Out the Guns'),
    "battle_stations": N_('Battle Stations'),
    "signal_gun": N_('Signal Gun'),
    "keep_your_distance": N_('Keep Your Distance'),
    "sharp_dealing": N_('Sharp Dealing'),
    "buy_the_leftovers": N_('Buy the Leftovers'),
    "spies_in_the_squadron": N_('Spies in the Squadron'),
    "old_friends_in_the_fleet": N_('Old Friends in the Fleet'),
    "forewarned": N_('Forewarned'),
    "rival_bid": N_('A Rival Bid'),
    "sugar_for_the_refinery": N_('Sugar for the Refinery'),
    "rum_for_the_garrison": N_('Rum for the Garrison'),
    "cocoa_for_the_bishop": N_('Cocoa for the Bishop'),
    "a_taste_of_the_orient": N_('A Taste of the Orient'),
    "leaf_for_the_pipe_makers": N_('Leaf for the Pipe-Makers'),
    "dye_for_the_weavers": N_('Dye for the Weavers'),
    "the_magistrates_daughter": N_("The Magistrate's Daughter"),
    "an_envoy_in_disguise": N_('An Envoy in Disguise'),
    "the_fugitive_cartographer": N_('The Fugitive Cartographer'),
    "a_surgeon_for_bridgetown": N_('A Surgeon for Bridgetown'),
    "clear_the_windward_passage": N_('Clear the Windward Passage'),
    "the_price_on_a_head": N_('The Price on a Head'),
    "humble_the_dons": N_('Humble the Dons'),
    "safe_conduct": N_('Safe Conduct'),
    "count_the_convoy": N_('Count the Convoy'),
    "a_word_with_the_master": N_('A Word with the Master'),
    "survey_the_logwood_coast": N_('Survey the Logwood Coast'),
    "chart_the_open_sea": N_('Chart the Open Sea'),
    "a_letter_for_the_governor": N_('A Letter for the Governor'),
    "volunteers_for_the_fleet": N_('Volunteers for the Fleet'),
    "the_mutineers_of_the_swift": N_('The Mutineers of the Swift'),
    "smugglers_cove": N_("Smugglers' Cove"),
    "guns_for_the_fort": N_('Guns for the Fort'),
    "a_deep_hull_for_hire": N_('A Deep Hull for Hire'),
    "the_grand_tour": N_('The Grand Tour'),
    "a_wreck_on_the_shoal": N_('A Wreck on the Shoal'),
    "the_drifting_longboat": N_('The Drifting Longboat'),
    "a_galleon_gone_down": N_('A Galleon Gone Down'),
    "chests_in_the_mangroves": N_('Chests in the Mangroves'),
    "the_buccaneers_last_haul": N_("The Buccaneer's Last Haul"),
    "a_sunken_pay_chest": N_('A Sunken Pay Chest'),
    "silver_in_the_shallows": N_('Silver in the Shallows'),
    "a_loose_flagstone": N_('A Loose Flagstone'),
    "the_widows_strongroom": N_("The Widow's Strongroom"),
    "a_buccaneers_stash": N_("A Buccaneer's Stash"),
    "a_merchants_debt": N_("A Merchant's Debt"),
    "flotsam_after_the_storm": N_('Flotsam after the Storm'),
    "a_holed_trader": N_('A Holed Trader'),
    "bales_on_the_beach": N_('Bales on the Beach'),
    "a_prize_up_for_auction": N_('A Prize up for Auction'),
    "a_hull_nobody_wants": N_('A Hull Nobody Wants'),
    "a_clerks_mistake": N_("A Clerk's Mistake"),
    "the_bishops_indulgence": N_("The Bishop's Indulgence"),
    "a_sailor_between_ships": N_('A Sailor between Ships'),
    "a_craftsman_in_debt": N_('A Craftsman in Debt'),
    "a_powder_hulk": N_('A Powder Hulk'),
    "a_navy_tender_adrift": N_('A Navy Tender Adrift'),
    "marooned_mutineers": N_('Marooned Mutineers'),
    "the_smugglers_cache": N_("The Smugglers' Cache"),
    "the_harbour_masters_nephew": N_("The Harbour-Master's Nephew"),
}

#: the flat table `name` reads (nations as countries; slots, peoples and directions have their
#: own lookups, their keys being nations' too)
_ALL: dict[str, str] = {**NATION_WORDS, **GOOD_WORDS, **ZONE_WORDS, **SHIP_WORDS,
                        **LOCATION_WORDS, **SKILL_WORDS, **MODIFICATION_WORDS, **WEAPON_WORDS,
                        **SPECIALIST_WORDS, **CARD_WORDS}


def has(key: str) -> bool:
    """Does this card key have words (a name)?"""
    return key in CARD_WORDS


def name(key: str) -> str:
    """The name of a key in the active language (the key itself if it has none)."""
    word = _ALL.get(key)
    return _(word) if word is not None else key


def people(nation: str) -> str:
    """A nation as its people ("the Spanish"), for a sentence's subject."""
    return _(PEOPLE_WORDS[nation])


def ports_of(nation: str) -> str:
    """A nation's ports as a whole ("the Spanish ports")."""
    return _(PORTS_WORDS[nation])


def in_port_of(nation: str) -> str:
    """"in a Spanish port"."""
    return _(IN_PORT_WORDS[nation])


def slot_name(slot: str) -> str:
    """An NPC slot ("the Spanish flagship", "the pirate sloop")."""
    return _(SLOT_WORDS[slot])


def direction_name(direction: str) -> str:
    return _(DIRECTION_WORDS[direction])
