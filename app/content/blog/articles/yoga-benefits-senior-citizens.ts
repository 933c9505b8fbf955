// Article: the benefits of yoga for senior citizens (spec: 10 benefits, 5 gentle poses, safety tips).
import { contactLink } from "#app/core/links.ts";
import type { ArticleBody } from "#app/content/shapes/blog.ts";

export const article: ArticleBody = {
  slug: "yoga-benefits-senior-citizens",
  keywords: ["yoga for seniors", "chair yoga", "gentle yoga poses", "balance exercises", "senior wellness Bangalore"],
  intro:
    "Yoga is not about touching your toes or standing on your head. For people over 60 it is a gentle, steady practice of movement, breathing and rest that can be adapted to almost any body, including one that uses a chair or a walking stick. Here is what regular practice can do for you, five poses to begin with, and how to stay safe.",
  sections: [
    {
      id: "benefits",
      title: "10 benefits of yoga after 60",
      blocks: [
        {
          kind: "paragraph",
          text: "Most of these benefits come from practising little and often: two or three sessions of 20 to 45 minutes a week, kept up for a few months, do far more than one long session now and then.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            { title: "Better balance.", text: "Standing poses train the muscles and reflexes that keep you steady, which helps lower the risk of falls." },
            { title: "Easier movement.", text: "Slow stretching keeps muscles and joints supple, so bending to tie a shoelace or reaching a shelf feels easier." },
            { title: "Stronger muscles.", text: "Holding a pose uses your own body weight as gentle resistance for the legs, back and arms." },
            { title: "Comfortable joints.", text: "Moving joints through a comfortable range keeps them nourished and can ease the stiffness of arthritis." },
            { title: "Deeper breathing.", text: "Pranayama (breathing practice) teaches you to use the whole chest and belly, which many people find calming." },
            { title: "Less stress.", text: "Slow breathing and a quiet rest at the end of class settle the mind and ease everyday worry." },
            { title: "Better sleep.", text: "Many older practitioners say they fall asleep more easily on the days they practise." },
            { title: "Better posture.", text: "Gentle back and shoulder work counters the forward stoop that long hours of sitting encourage." },
            { title: "Support for the heart.", text: "Regular gentle practice, together with the treatment your doctor advises, can help with blood pressure and heart health." },
            { title: "Good company.", text: "A group class is a reason to leave the house, keep a routine and make friends who share the habit." },
          ],
        },
      ],
    },
    {
      id: "poses",
      title: "5 gentle poses to begin with",
      blocks: [
        {
          kind: "paragraph",
          text: "Each pose below can be done next to a sturdy chair or a wall. Breathe slowly through your nose and never hold your breath. Move out of a pose at once if it hurts.",
        },
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Mountain Pose (Tadasana)",
              meta: "Hold for 5 slow breaths",
              text: "The foundation of every standing pose. It builds awareness of posture and balance.",
              list: {
                ordered: true,
                items: [
                  "Stand with your feet hip-width apart, a chair back within reach.",
                  "Spread your weight evenly across both feet.",
                  "Lengthen your spine, relax your shoulders down and let your arms hang.",
                  "Look ahead at a fixed point and breathe steadily.",
                ],
              },
            },
            {
              title: "Seated Cat-Cow",
              meta: "Repeat 5 to 8 times",
              text: "A gentle wave through the spine that eases back stiffness. It is done sitting on a chair.",
              list: {
                ordered: true,
                items: [
                  "Sit near the front of a chair with your feet flat and hands on your knees.",
                  "Breathing in, lift your chest and look slightly up.",
                  "Breathing out, round your back and let your chin drop towards your chest.",
                ],
              },
            },
            {
              title: "Supported Tree Pose (Vrikshasana)",
              meta: "Hold for 3 to 5 breaths on each side",
              text: "Trains balance safely, because one hand always holds the chair.",
              list: {
                ordered: true,
                items: [
                  "Stand beside a chair and hold its back with one hand.",
                  "Shift your weight onto the leg nearest the chair.",
                  "Rest the other foot against your ankle or calf, never against the knee.",
                  "Lower the foot, rest, and repeat on the other side.",
                ],
              },
            },
            {
              title: "Seated Side Stretch",
              meta: "Hold for 3 breaths on each side",
              text: "Opens the ribs and shoulders and makes room for fuller breathing.",
              list: {
                ordered: true,
                items: [
                  "Sit tall with both feet flat on the floor.",
                  "Breathing in, raise your right arm; rest your left hand on the seat.",
                  "Breathing out, lean gently to the left without twisting. Return and change sides.",
                ],
              },
            },
            {
              title: "Relaxation Pose (Shavasana)",
              meta: "Rest for 3 to 5 minutes",
              text: "The quiet rest that ends every session and lets the body absorb the work.",
              list: {
                ordered: true,
                items: [
                  "Lie on your back on a mat or bed, with a cushion under your knees and head if that is more comfortable. A reclining chair works too.",
                  "Let your arms rest by your sides, palms up.",
                  "Close your eyes and let your breathing become natural.",
                  "To finish, roll onto your side and sit up slowly.",
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: "safety",
      title: "Safety tips",
      blocks: [
        {
          kind: "callout",
          tone: "caution",
          title: "Talk to your doctor first",
          text: "Check with your doctor before you start if you have high blood pressure, heart disease, glaucoma, osteoporosis, dizziness, or have had a joint replacement or other surgery. Ask which movements to avoid, then tell your instructor.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            "Practise on an empty stomach, two to three hours after a main meal.",
            "Use a non-slip mat, and keep a sturdy chair without wheels and a wall within reach.",
            "Work at about 70 percent of your effort. Mild stretching is good; sharp or lasting pain means stop.",
            "Breathe through every pose. Holding the breath raises blood pressure.",
            "Avoid head-down poses and deep forward bends if you have high blood pressure, glaucoma or osteoporosis.",
            "Rise slowly from lying or sitting, to avoid dizziness.",
            "Stop at once and seek help if you feel chest pain, severe breathlessness or faintness.",
            "Learn new poses from a qualified teacher who knows your health needs.",
          ],
        },
        {
          kind: "callout",
          tone: "tip",
          title: "Practise with us",
          text: "Our yoga classes for seniors meet on Monday, Wednesday and Friday from 8 to 9 AM, led by instructors who adapt every pose to each member. Your first class is a good time to ask questions.",
        },
      ],
    },
  ],
  related: ["staying-active-home", "healthy-eating-seniors"],
  closing: {
    title: "Ready to roll out your mat?",
    text: "Join a gentle yoga class in Jalahalli, or tell us what you would like to try and we will help you choose.",
    actions: [
      { label: "Join a Yoga Class", href: contactLink("health", "Yoga classes") },
      { label: "Explore Wellness Programs", href: "/offerings/health-wellness" },
    ],
  },
};
