"""Search queries by family (issue 30): what scripts/bench_search.py and `make bench` time."""

FAMILIES = {
    "English": ("wedding", "drone reel", "portraits mumbai", "bridal makeup", "studio",
                "photography", "ai lookbook", "wedding drone reel delhi"),
    "Hinglish": ("shaadi photographer delhi", "dulhan makeup mumbai",
                 "pre wedding shoot udaipur", "mehendi artist", "baarish portraits",
                 "lehnga lookbook", "barsaat drone"),
    "Roman Hindi": ("shaadi ki tasveer", "mehndi", "gehne jaipur", "bacchon ki tasveer",
                    "dulhan ka shringar", "mehendi ki tasveerein", "mandir"),
    "Devanagari": ("शादी फोटोग्राफर", "मंदिर", "दुल्हन मेकअप", "मेहंदी", "गहने जयपुर",
                   "बारिश की तस्वीरें"),
    "city alias": ("bangalore logo", "bombay wedding", "calcutta portraits", "madras saree",
                   "gurgaon studio", "poona makeup", "dilli shaadi"),
    "misspelled": ("weding storys", "himalya", "photgrafer shadi", "menhdi", "portrets mumbai",
                   "drone rel", "zxqv"),
}
