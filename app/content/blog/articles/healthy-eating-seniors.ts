// Article: healthy eating for seniors (spec: four nutrient cards with food sources, meal planning
// tips with 8 glasses of water and 3 meals + 2 snacks daily, a sample daily menu, challenges).
import { contactLink } from "#app/core/links.ts";
import type { ArticleBody } from "#app/content/shapes/blog.ts";

export const article: ArticleBody = {
  slug: "healthy-eating-seniors",
  keywords: ["healthy eating for seniors", "nutrition after 60", "Indian diet for elderly", "calcium and vitamin D", "senior meal plan"],
  intro:
    "As we grow older we need fewer calories but just as many nutrients, and sometimes more. Appetite, taste and digestion change too. The good news is that a traditional Indian kitchen already holds most of what an older body needs. This guide explains the four nutrients that matter most, how to plan meals around them, a sample day of eating and solutions to everyday difficulties. If you have diabetes, kidney or heart disease, or take regular medicines, ask your doctor or a dietitian to adapt these ideas to you.",
  sections: [
    {
      id: "nutrients",
      title: "Four nutrients that matter most",
      blocks: [
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Calcium and vitamin D",
              meta: "For strong bones",
              text: "Bones lose density with age, especially in women after menopause. Calcium builds bone, and vitamin D helps the body absorb it.",
              list: {
                title: "Good sources",
                items: [
                  "Milk, curd, buttermilk and paneer",
                  "Ragi (finger millet): ragi mudde, ragi dosa or ragi malt",
                  "Sesame seeds (til) and til chikki",
                  "Green leafy vegetables such as amaranth (harive soppu) and drumstick leaves",
                  "Vitamin D: 15 to 20 minutes of morning sun on the arms, eggs, fish and fortified milk",
                ],
              },
              tip: { label: "Note", text: "Many older adults are low in vitamin D. Ask your doctor whether a blood test or supplement is right for you." },
            },
            {
              title: "Fibre",
              meta: "For digestion and blood sugar",
              text: "Fibre keeps the bowels regular, slows the rise of blood sugar after a meal and helps control cholesterol.",
              list: {
                title: "Good sources",
                items: [
                  "Whole grains: whole wheat atta, brown or hand-pounded rice, jowar, bajra, oats",
                  "Dals, rajma, chana, lobia and sprouts",
                  "Vegetables such as beans, carrots, gourds and greens",
                  "Fruits with their skin where edible: guava, papaya, apple, orange",
                ],
              },
              tip: { label: "Note", text: "Add fibre gradually and drink more water as you do, or it can cause bloating." },
            },
            {
              title: "Protein",
              meta: "For muscle strength",
              text: "Muscles shrink with age unless they get enough protein and regular use. Strong muscles mean better balance and fewer falls.",
              list: {
                title: "Good sources",
                items: [
                  "Dals, sambar, rajma, chana and soya chunks",
                  "Curd, paneer and milk",
                  "Eggs, fish and chicken, if you eat them",
                  "Peanuts, roasted chana and sprouts as snacks",
                ],
              },
              tip: { label: "Note", text: "Spread protein across the day: some at every meal rather than all at dinner." },
            },
            {
              title: "Healthy fats",
              meta: "For heart and brain",
              text: "Some fat is needed to absorb vitamins and protect the heart. The kind of fat matters more than the amount.",
              list: {
                title: "Good sources",
                items: [
                  "Nuts: almonds, walnuts and groundnuts, a small handful a day",
                  "Seeds: flaxseed, sesame and pumpkin seeds",
                  "Cooking oils such as groundnut, mustard or rice bran, used in moderation and rotated",
                  "Fish such as sardines and mackerel, once or twice a week",
                ],
              },
              tip: { label: "Note", text: "Keep ghee and coconut oil to small amounts, and avoid re-using oil left over from deep frying." },
            },
          ],
        },
      ],
    },
    {
      id: "meal-planning",
      title: "Meal planning tips",
      blocks: [
        {
          kind: "list",
          style: "check",
          items: [
            { title: "Drink about 8 glasses of water daily.", text: "Thirst weakens with age, so sip through the day rather than waiting to feel thirsty. Buttermilk, soups and coconut water count too. If your doctor has limited your fluids because of heart or kidney disease, follow that advice instead." },
            { title: "Eat 3 meals and 2 snacks daily.", text: "Smaller, regular meals are easier to digest than two large ones, keep energy steady and suit a smaller appetite." },
            { title: "Fill half the plate with vegetables.", text: "Then a quarter with dal, curd, paneer, egg or fish, and a quarter with rice, roti or millet." },
            { title: "Go easy on salt.", text: "Pickles, papad, namkeen and packaged foods are very salty. Flavour food with lemon, herbs and spices instead." },
            { title: "Cut down on sugar and refined flour.", text: "Keep sweets for festivals and choose fruit for dessert." },
            { title: "Cook once, eat twice.", text: "Make a larger batch of dal or sambar and refrigerate a portion for the next day." },
          ],
        },
      ],
    },
    {
      id: "sample-menu",
      title: "A sample daily menu",
      blocks: [
        {
          kind: "paragraph",
          text: "This vegetarian day follows the 3 meals and 2 snacks pattern. Swap in eggs, fish or chicken if you eat them, and adjust portions to your appetite and your doctor's advice.",
        },
        {
          kind: "table",
          caption: "A sample day of meals for a senior",
          columns: ["Time", "Meal", "What to eat"],
          rows: [
            ["8:00 AM", "Breakfast", "A glass of warm water on waking, then two ragi or rava idlis with vegetable sambar and coconut chutney, or vegetable poha with curd; tea or coffee with little sugar"],
            ["11:00 AM", "Mid-morning snack", "A fruit such as guava or papaya, and a glass of buttermilk"],
            ["1:00 PM", "Lunch", "Rice or two phulkas, dal, a vegetable palya, a green salad and curd"],
            ["4:30 PM", "Evening snack", "A small bowl of sprouts chaat or roasted chana, with tea"],
            ["7:30 PM", "Dinner", "Vegetable khichdi or two rotis with paneer or mixed vegetable curry, and a light soup"],
          ],
        },
        {
          kind: "paragraph",
          text: "If you wake hungry at night, or your doctor advises a small bedtime snack (as with some diabetes medicines), a cup of warm milk is a gentle choice.",
        },
      ],
    },
    {
      id: "simple-swaps",
      title: "Simple swaps that add up",
      blocks: [
        {
          kind: "paragraph",
          text: "Changing a lifetime of eating habits overnight rarely lasts. Small swaps, made one at a time, are easier to keep and add up over weeks and months.",
        },
        {
          kind: "table",
          caption: "Everyday swaps for healthier meals",
          columns: ["Instead of", "Try", "Why it helps"],
          rows: [
            ["White rice at every meal", "Rice mixed with millets, or one meal with ragi or jowar", "More fibre, calcium and a slower rise in blood sugar"],
            ["Fried snacks such as bajji or chips", "Roasted chana, sprouts chaat or a handful of peanuts", "More protein, less oil and salt"],
            ["Sweet biscuits with tea", "A fruit or a few nuts", "Less sugar and refined flour, more fibre"],
            ["Extra salt, pickle and papad", "Lemon, coriander, curry leaves and spices", "Helps keep blood pressure down"],
            ["Sugary packaged drinks", "Buttermilk, lemon water or coconut water", "Fluid without the added sugar"],
          ],
        },
      ],
    },
    {
      id: "challenges",
      title: "Common challenges and solutions",
      blocks: [
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Poor appetite",
              text: "Eat small portions more often and make every bite count: add a spoon of curd, ground nuts or paneer to dishes. A short walk before a meal can help. Tell your doctor if you are losing weight without trying.",
            },
            {
              title: "Difficulty chewing",
              text: "Choose soft foods such as idli, upma, khichdi, dal, curd rice and well-cooked vegetables. Have a dentist check teeth or dentures that hurt.",
            },
            {
              title: "Cooking for one",
              text: "Cook in batches and refrigerate portions, keep quick healthy staples such as curd, sprouts and fruit, and share meals with friends or neighbours when you can.",
            },
            {
              title: "Constipation",
              text: "Increase fibre slowly, drink enough water, eat soaked figs or prunes, and stay active every day. See your doctor if it lasts or comes with pain or blood.",
            },
            {
              title: "Diabetes and other conditions",
              text: "Follow the diet your doctor or dietitian gives you. Whole grains, dals and vegetables suit most plans; check any new food or supplement with them first.",
            },
            {
              title: "Medicines and food",
              text: "Some medicines should be taken with food and some on an empty stomach, and a few interact with certain foods. Ask your pharmacist or doctor.",
            },
          ],
        },
        {
          kind: "callout",
          tone: "tip",
          title: "Regular health check-ups",
          text: "Our health check-ups run on Tuesday and Thursday from 10 AM to 12 noon, and are a good place to ask about your weight, blood pressure and diet.",
        },
      ],
    },
  ],
  related: ["staying-active-home", "yoga-benefits-senior-citizens"],
  closing: {
    title: "Eat well, live well, together",
    text: "Our wellness programme brings members together for health check-ups, talks and shared activity.",
    actions: [
      { label: "Get Started", href: contactLink("health", "Healthy eating and wellness") },
      { label: "View Programs", href: "/offerings/health-wellness" },
    ],
  },
};
