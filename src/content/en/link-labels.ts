/**
 * English texts of the outbound links' Icelandic labels (campsites and tips),
 * keyed by the Icelandic label. The link's address always comes from the
 * Icelandic entry; tests check that every label in use has a text here.
 */
export const linkLabelsEn: Readonly<Record<string, string>> = {
  // Campsites
  "Hjólreiðar í Jökulsárgljúfrum – Vatnajökulsþjóðgarður": "Cycling in Jökulsárgljúfur – Vatnajökull National Park",
  "Gildandi opnunartími – Vatnajökulsþjóðgarður": "Current opening times – Vatnajökull National Park",
  "Hjólaleiðir á Héraði – Visit Egilsstaðir": "Bike routes around Hérað – Visit Egilsstaðir",
  "Göngu- og hjólaleiðir á höfuðborgarsvæðinu – Út um allt": "Walking routes and bike routes in the Capital Region – Út um allt",
  Vestfjarðaleiðin: "The Westfjords Way (Vestfjarðaleiðin)",
  "Hamingjustígar í Hekluhraunum – Ferðafélag Rangæinga": "Hamingjustígar in the Hekla lava fields – Ferðafélag Rangæinga",
  "Samhjól – hjólaleiðir frá Blönduósi": "Samhjól – bike routes from Blönduós",
  "Ferðafimman í Húnabyggð": "Ferðafimman in Húnabyggð",
  "Um Hveravelli og Kjöl – nat.is": "About Hveravellir and Kjölur – nat.is",
  // Tips
  "Leita að myndböndum á YouTube": "Search for videos on YouTube",
  "TRI – hjólaverslun": "TRI – bike shop",
  "Örninn – hjólaverslun": "Örninn – bike shop",
  "Kría hjól – hjólaverslun": "Kría hjól – bike shop",
  "Markið – hjólaverslun": "Markið – bike shop",
  "Reiðhjólaverzlunin Berlin": "Reiðhjólaverzlunin Berlin",
  "Upplýsingar um rafhjól hjá Orkustofnun": "E-bike information from Orkustofnun",
};
